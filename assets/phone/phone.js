"use strict";
// What the phones' pages share: the host's answers as {status, body}, in words when the
// laptop cannot be reached or answers strangely, and the page's one message line.

const $ = (id) => document.getElementById(id);

// Asks the host: `path` under `base` ("/t/<token>"), a JSON body when there is one.
async function ask(base, method, path, body) {
  const options = { method, headers: {}, cache: "no-store" };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  let response;
  try { response = await fetch(base + path, options); }
  catch (e) { return { status: 0, body: { error: "The host's laptop cannot be reached. Check that this phone is on the party's Wi-Fi, then try again." } }; }
  let json = null;
  try { json = await response.json(); } catch (e) { json = { error: "The host's laptop answered strangely (" + response.status + ")." }; }
  if (response.status === 404) json = { error: "This link is not known to the host. Ask the host for your link." };
  return { status: response.status, body: json };
}

// The message line: kind "good", "bad" or "wait"; no text hides it.
function say(kind, text) {
  const m = $("message");
  m.className = text ? kind : "";
  m.textContent = text || "";
}

// "north" → "North".
function seatWord(code) { return code ? code[0].toUpperCase() + code.slice(1) : ""; }
