"use strict";
// The phones' one script, served beside the pages (the pages carry no script of their
// own, so the server's policy lets only this file run). What every page shares comes
// first: the host's answers, the message line, the deal form built from the rules'
// limits the host sends. Then each page's part, chosen by <body data-page="…">.
//
// Nothing a phone did not type is ever sent: every field of a deal starts empty, and the
// button that sends it is disabled, saying what is missing, until the deal is complete
// and within the limits.

const $ = (id) => document.getElementById(id);

// The page's own words, in the phone's language: <body data-w-KEY="…"> (the server
// renders them from the catalogue), else English. "%name" in them is filled from
// `values`.
function word(key, english, values) {
  const camel = "w" + key.split("-").map((p) => p[0].toUpperCase() + p.slice(1)).join("");
  let text = document.body.dataset[camel] || english;
  for (const [k, v] of Object.entries(values || {})) text = text.split("%" + k).join(String(v));
  return text;
}

// Asks the host: `path` under `base` ("/t/<token>"), a JSON body when there is one.
async function ask(base, method, path, body) {
  const options = { method, headers: {}, cache: "no-store" };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  let response;
  try { response = await fetch(base + path, options); }
  catch (e) { return { status: 0, body: { error: word("unreachable", "The host's laptop cannot be reached. Check that this phone is on the party's Wi-Fi, then try again.") } }; }
  let json = null;
  try { json = await response.json(); } catch (e) { json = { error: strange(response.status) }; }
  // A 404 that says why in words (a name no guest has) keeps its words; one without is
  // a link the host does not know.
  if (response.status === 404 && !(json && json.error)) json = { error: word("unknown-link", "This link is not known to the host. Ask the host for your link.") };
  return { status: response.status, body: json };
}

// "The host's laptop answered strangely (500)."
function strange(status) { return word("strange", "The host's laptop answered strangely (%status).", { status }); }

// The message line: kind "good", "bad" or "wait"; no text hides it.
function say(kind, text) {
  const m = $("message");
  m.className = text ? kind : "";
  m.textContent = text || "";
}

// "north" → "North", in the page's language.
function seatWord(code) { return code ? word(code, code[0].toUpperCase() + code.slice(1)) : ""; }

function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function labelled(id, label, field) {
  const div = el("div");
  div.appendChild(el("label", { for: id }, label));
  field.id = id;
  div.appendChild(field);
  return div;
}

function options(select, pairs) {
  pairs.forEach(([v, w]) => select.appendChild(el("option", { value: v }, w)));
  return select;
}

// A whole number typed in a field, or null.
function whole(input) {
  const text = input.value.trim();
  if (!/^-?\d+$/.test(text)) return null;
  return Number(text);
}

// One deal's form, built from the rules' limits: bidder, bid, each side's points, a
// revoke, and (for a round's pad) a misdeal; every field empty. `id(name)` names the
// fields ("bidder", or "bidder-5" for tray 5); `button` is the submit button, whose
// `onSend(deal)` gets the deal once it is complete. Returns { form, clear, update }.
function dealForm(limits, id, button, onSend, withMisdeal) {
  const all = limits.points_per_deal;
  const form = el("form", { id: id("form"), autocomplete: "off", class: "deal" });
  const bidder = options(el("select"), [["", word("who-bid", "Who bid?")], ["passed", word("all-passed", "All passed")],
    ["north", seatWord("north")], ["east", seatWord("east")], ["south", seatWord("south")], ["west", seatWord("west")]]);
  const bid = options(el("select"), [["", "—"]]);
  for (let b = limits.bid_min; b <= limits.bid_max; b++) bid.appendChild(el("option", { value: String(b) }, String(b)));
  const points = () => el("input", { type: "number", inputmode: "numeric", min: "0", max: String(all), placeholder: "0–" + all });
  const ns = points(), ew = points();
  const revoke = options(el("select"), [["", word("no-revoke", "None")], ["ns", word("by-ns", "by North–South")], ["ew", word("by-ew", "by East–West")]]);
  const misdeal = el("input", { type: "checkbox" });
  const row = (...cells) => { const r = el("div", { class: "row" }); cells.forEach((c) => r.appendChild(c)); return r; };
  // The bidder's box the wider: "¿Quién apostó?", "Wer hat gereizt?" whole at 390 px (a
  // host's trial); the bid is a number.
  const first = row(labelled(id("bidder"), word("bidder", "Bidder"), bidder), labelled(id("bid"), word("bid", "Bid"), bid));
  first.classList.add("wide-first");
  form.appendChild(first);
  form.appendChild(row(labelled(id("ns-points"), word("ns-took", "North–South took"), ns), labelled(id("ew-points"), word("ew-took", "East–West took"), ew)));
  const last = [labelled(id("revoke"), word("revoke", "Revoke or foul hand"), revoke)];
  if (withMisdeal) {
    const box = el("div");
    const label = el("label", { for: id("misdeal") });
    misdeal.id = id("misdeal");
    label.appendChild(misdeal);
    label.appendChild(document.createTextNode(word("misdeal", "Misdeal")));
    box.appendChild(label);
    last.push(box);
  }
  form.appendChild(row(...last));
  const why = el("div", { class: "why", id: id("why"), role: "status" });
  form.appendChild(button);
  form.appendChild(why);

  // A side's points, or why not.
  const sidePoints = (input, side) => {
    if (input.value.trim() === "") return { why: word("type-points", "type the points %side took", { side }) };
    const n = whole(input);
    if (n === null || n < 0 || n > all) return { why: word("points-range", "%side's points are a whole number from 0 to %all", { side, all }) };
    return { n };
  };
  // The deal typed, or what is still missing, in words.
  function read() {
    if (withMisdeal && misdeal.checked) return { deal: { bidder: null, bid: null, ns_points: 0, ew_points: 0, revoke: null, misdeal: true } };
    if (bidder.value === "") return { why: word("choose-bidder", "choose who bid (or All passed)") };
    const passed = bidder.value === "passed";
    if (!passed && bid.value === "") return { why: word("choose-bid", "choose the bid") };
    const a = sidePoints(ns, word("ns", "North–South"));
    if (a.why) return a;
    const b = sidePoints(ew, word("ew", "East–West"));
    if (b.why) return b;
    if (a.n + b.n !== all) return { why: word("points-sum", "the two sides' points make %all together", { all }) };
    const deal = { bidder: passed ? null : bidder.value, bid: passed ? null : Number(bid.value),
      ns_points: a.n, ew_points: b.n, revoke: revoke.value || null };
    if (withMisdeal) deal.misdeal = false;
    return { deal };
  }
  function update() {
    const off = withMisdeal && misdeal.checked;
    [bidder, ns, ew, revoke].forEach((f) => { f.disabled = off; });
    bid.disabled = off || bidder.value === "passed";
    if (bidder.value === "passed") bid.value = "";
    const got = read();
    button.disabled = !got.deal;
    why.textContent = got.deal ? "" : toSend(got.why);
  }
  // The other side's points, so that the two make a deal's points.
  const fillOther = (from, to) => () => {
    const n = whole(from);
    if (n !== null && n >= 0 && n <= all) to.value = String(all - n);
    else if (from.value.trim() === "") to.value = "";
    update();
  };
  ns.addEventListener("input", fillOther(ns, ew));
  ew.addEventListener("input", fillOther(ew, ns));
  [bidder, bid, revoke, misdeal].forEach((f) => f.addEventListener("change", update));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const got = read();
    if (got.deal) onSend(got.deal);
  });
  function clear() {
    bidder.value = ""; bid.value = ""; ns.value = ""; ew.value = ""; revoke.value = ""; misdeal.checked = false;
    update();
  }
  update();
  return { form, clear, update };
}

// "To send: choose the bid."
function toSend(why) { return word("to-send", "To send: %why.", { why }); }

// A score typed as a whole number (it may be below zero), or why not.
function total(input, side) {
  if (input.value.trim() === "") return { why: word("type-total", "type %side's total", { side }) };
  const n = whole(input);
  return n === null ? { why: word("total-whole", "%side's total is a whole number", { side }) } : { n };
}

// Keeps the phone's screen on while its page is shown (the Screen Wake Lock API, where
// the browser has it; issue 52): a screen that dims mid-round loses the pad's place. The
// browser lets the lock go when the page is hidden, so it is taken again when the page
// comes back into view. Where the API is missing, nothing is said: the page works alike.
// The page notes on <body data-wake-lock> whether the lock is held ("held", "refused",
// "none" where the browser has no such API).
function keepAwake() {
  document.body.dataset.wakeLock = "none";
  if (!("wakeLock" in navigator)) return;
  let lock = null;
  const take = async () => {
    if (document.visibilityState !== "visible" || (lock && !lock.released)) return;
    try {
      lock = await navigator.wakeLock.request("screen");
      document.body.dataset.wakeLock = "held";
      lock.addEventListener("release", () => { document.body.dataset.wakeLock = "released"; });
    } catch (e) { lock = null; document.body.dataset.wakeLock = "refused"; }
  };
  document.addEventListener("visibilitychange", take);
  take();
}

// The table's call for the host (issue 52): the button, and what the host has said.
function callKey(call, state, then) {
  const c = state && state.call;
  $("call-said").textContent = c ? c.words : "";
  $("call-host").disabled = !!(c && !c.answered) || !state || state.phase !== "playing";
  $("call-host").textContent = c && !c.answered ? word("host-called", "The host is called") : word("call-host", "Call the host");
  $("call-host").onclick = async () => {
    $("call-host").disabled = true;
    const r = await call("POST", "/call", { round: state.round });
    if (r.status !== 200) say("bad", r.body.error);
    await then();
  };
}

function pollEvery(ms, load, busy) {
  const later = () => setTimeout(async () => { if (!busy()) await load(); later(); }, ms);
  later();
}

// ---- A table's page at the star game: the pad, four deals, sent once complete. ----
function tablePage() {
  const token = location.pathname.split("/")[2] || "";
  const base = "/t/" + token;
  const call = (method, path, body) => ask(base, method, path, body);
  let state = null;
  let deals = [];
  let busy = false;
  let pad = null;

  const storeKey = () => "cinch-pad-" + token + "-" + (state ? state.round : 0);
  const keep = () => { try { localStorage.setItem(storeKey(), JSON.stringify(deals)); } catch (e) {} };
  function restore() {
    try { deals = JSON.parse(localStorage.getItem(storeKey()) || "[]"); } catch (e) { deals = []; }
    if (!Array.isArray(deals)) deals = [];
  }

  function render() {
    if (!state) return;
    $("title").textContent = state.title;
    for (const chair of ["north", "east", "south", "west"]) $(chair).textContent = state[chair] || "—";
    // Every sentence comes from the host's app, worded there once.
    const words = state.words;
    $("rule").textContent = state.rule;
    $("round").textContent = words.headline;
    const recorded = state.result;
    const waiting = !recorded && state.waiting_for_host;
    // Put to East–West: a result, or (the result recorded) a tie's real cut.
    const asked = !!state.agree;
    $("agree").classList.toggle("hidden", !asked);
    if (asked) $("agree-question").textContent = state.agree.question;
    $("recorded").classList.toggle("hidden", (!recorded && !waiting) || !!asked);
    $("recorded-heading").textContent = recorded ? word("has-result", "The host has this table's result:") : word("sent-waiting", "Sent to the host, waiting for the host's OK:");
    $("recorded-score").textContent = recorded ? (words.result || "") : (waiting ? words.sent || "" : "");
    $("recorded-from").textContent = recorded ? (words.source || "") : "";
    // Only a result the host has can be corrected (East–West may just have disputed it).
    $("recorded-fix").classList.toggle("hidden", !recorded);
    $("cut-told").textContent = recorded ? (words.cut || "") : "";
    $("tie").classList.toggle("hidden", !(recorded && state.needs_cut) || asked);
    if (words.tie) {
      $("tie-how").textContent = words.tie.how;
      $("cut-ns").textContent = words.tie.ns;
      $("cut-ew").textContent = words.tie.ew;
    }
    const open = state.phase === "playing" && !recorded && !waiting && !!state.north;
    $("pad").classList.toggle("hidden", !open);
    if (words.waiting && !recorded) say("wait", words.waiting);
    if (words.over) say("good", words.over);
    const moves = state.moves || [];
    $("moves").textContent = "";
    moves.forEach((line) => $("moves").appendChild(el("li", {}, line)));
    $("moves-box").classList.toggle("hidden", !moves.length);
    callKey(call, state, load);
    renderPad();
  }

  function renderPad() {
    const lines = state.deals || [];
    const body = $("deals");
    body.textContent = "";
    lines.forEach((d, i) => {
      const tr = el("tr");
      const bid = d.misdeal ? word("pad-misdeal", "misdeal") : d.bidder ? seatWord(d.bidder)[0] + " " + d.bid : word("pad-passed", "passed");
      [i + 1, seatWord(d.dealer)[0], bid, d.ns_points, d.ew_points, d.ns_score, d.ew_score]
        .forEach((v) => tr.appendChild(el("td", {}, String(v))));
      body.appendChild(tr);
    });
    $("total-ns").textContent = state.totals.ns;
    $("total-ew").textContent = state.totals.ew;
    $("deal-box").classList.toggle("hidden", state.complete);
    $("review").classList.toggle("hidden", !state.complete);
    $("review-score").textContent = state.words.totals;
    $("deal-heading").textContent = word("deal-n", "Deal %n", { n: lines.length + 1 });
    $("dealer").textContent = seatWord(state.next_dealer);
    $("take-back").classList.toggle("hidden", deals.length === 0);
  }

  async function load() {
    const r = await call("GET", "/state");
    if (r.status !== 200) { say("bad", r.body.error); return; }
    const roundBefore = state ? state.round : null;
    state = r.body;
    if (!pad) buildPad();
    if (roundBefore !== state.round) restore();
    if (!state.result && state.deals.length > deals.length) {
      // The host holds more of this pad than the phone: take the host's.
      deals = state.deals.map(strip);
      keep();
    }
    if (deals.length && !state.result) await rescore(); else render();
  }

  const strip = (d) => ({ bidder: d.bidder, bid: d.bid, ns_points: d.ns_points, ew_points: d.ew_points, revoke: d.revoke, misdeal: d.misdeal });

  async function rescore() {
    const r = await call("POST", "/score", { round: state.round, deals });
    if (r.status === 200) { state = r.body; render(); return true; }
    if (r.body && r.body.state) { state = r.body.state; render(); }
    say("bad", r.body.error);
    return false;
  }

  // The form is built once, from the limits the host sent.
  function buildPad() {
    const add = el("button", { id: "add", class: "main", type: "submit" }, word("add-deal", "Add deal"));
    pad = dealForm(state.limits, (name) => name, add, addDeal, true);
    $("deal-fields").appendChild(pad.form);
  }

  async function addDeal(deal) {
    if (busy) return;
    // The host's rules check the deal (and word any fault) when it is scored.
    busy = true;
    deals.push(deal);
    if (await rescore()) { keep(); pad.clear(); say("", ""); } else { deals.pop(); }
    busy = false;
  }

  async function takeBack() {
    if (busy || !deals.length) return;
    busy = true;
    deals.pop(); keep();
    await rescore();
    say("", "");
    busy = false;
  }

  async function send(path, body) {
    if (busy) return;
    busy = true;
    say("wait", word("sending", "Sending…"));
    const r = await call("POST", path, body);
    busy = false;
    if (r.body && (r.body.state || r.status === 200 || r.status === 202)) state = r.body.state || r.body;
    if (r.status === 200) {
      say("good", r.body.note || word("has-it", "The host has it. Thank you!"));
      try { localStorage.removeItem(storeKey()); } catch (e) {}
      deals = [];
    } else if (r.status === 202) {
      say("wait", state.words.waiting || word("sent-wait-ok", "Sent. Waiting for the host's OK."));
    } else {
      say("bad", r.body.error);
      $("reload").classList.toggle("hidden", r.status !== 409);
    }
    render();
  }

  // "Kept the score on paper?": both totals typed before they can be sent.
  function totals() {
    const a = total($("ns-total"), word("ns", "North–South")), b = total($("ew-total"), word("ew", "East–West"));
    return a.why ? a : b.why ? b : { ns: a.n, ew: b.n };
  }
  function updateTotals() {
    const got = totals();
    $("send-totals").disabled = !!got.why;
    $("totals-why").textContent = got.why ? toSend(got.why) : "";
  }

  $("ns-total").addEventListener("input", updateTotals);
  $("ew-total").addEventListener("input", updateTotals);
  updateTotals();
  $("take-back").addEventListener("click", takeBack);
  $("review-back").addEventListener("click", takeBack);
  $("send").addEventListener("click", () => send("/deals", { round: state.round, deals }));
  $("send-totals").addEventListener("click", () => {
    const got = totals();
    if (!got.why) send("/result", { round: state.round, ns: got.ns, ew: got.ew });
  });
  const cut = (who) => () => send("/result", { round: state.round, ns: state.result.ns, ew: state.result.ew, cut: who });
  $("cut-program").addEventListener("click", cut("program"));
  $("cut-ns").addEventListener("click", cut("ns"));
  $("cut-ew").addEventListener("click", cut("ew"));
  // East–West's answer names the score they were shown.
  const answer = (agree) => () => send("/agree", { round: state.round, ns: state.agree.score.ns, ew: state.agree.score.ew, agree });
  $("agree-yes").addEventListener("click", answer(true));
  $("agree-no").addEventListener("click", answer(false));
  $("reload").addEventListener("click", () => { $("reload").classList.add("hidden"); say("", ""); load(); });
  keepAwake();
  load();
  pollEvery(8000, load, () => busy);
}

// ---- A table's page at a Duplicate Cinch evening: a pad per tray, each sent alone. ----
function dupTablePage() {
  const token = location.pathname.split("/")[2] || "";
  const base = "/t/" + token;
  const call = (method, path, body) => ask(base, method, path, body);
  let state = null;
  let built = "";
  let busy = false;

  // A tray's card: its number and dealer, its pad (or what is recorded). Built once per
  // round, so that a poll never wipes what is being typed.
  function trayCard(t) {
    const n = t.tray;
    const trayN = word("tray-n", "Tray %n", { n });
    const card = el("section", { class: "box tray", id: "tray-" + n, "aria-label": trayN });
    card.appendChild(el("h2", {}, trayN));
    card.appendChild(el("div", { class: "dim" }, word("seat-deals", "%seat deals", { seat: seatWord(t.dealer) })));
    card.appendChild(el("div", { class: "outcome big", id: "outcome-" + n }));
    card.appendChild(el("div", { class: "dim hidden", id: "fix-" + n }, word("fix", "If that is wrong, ask the host to correct it.")));
    const sendButton = el("button", { type: "submit", class: "main", id: "send-" + n }, word("send-tray", "Send tray %n", { n }));
    const pad = dealForm(state.limits, (name) => name + "-" + n, sendButton,
      (deal) => send(Object.assign({ round: state.round, tray: n }, deal)), false);
    const notPlayed = el("button", { type: "button", id: "not-played-" + n }, word("tray-not-played", "Tray %n not played", { n }));
    notPlayed.addEventListener("click", () => send({ round: state.round, tray: n, not_played: true }));
    pad.form.appendChild(notPlayed);
    card.appendChild(pad.form);
    // Issue 52: the tray put to East–West on this phone.
    const agree = el("div", { class: "hidden", id: "agree-" + n });
    agree.appendChild(el("div", { class: "big", id: "agree-question-" + n }));
    const row = el("div", { class: "row" });
    const yes = el("button", { type: "button", class: "main", id: "agree-yes-" + n }, word("agree", "Agree"));
    const no = el("button", { type: "button", id: "agree-no-" + n }, word("disagree", "Disagree"));
    yes.addEventListener("click", () => answer(n, true));
    no.addEventListener("click", () => answer(n, false));
    row.appendChild(yes); row.appendChild(no);
    agree.appendChild(row);
    card.appendChild(agree);
    return card;
  }

  async function answer(tray, agree) {
    if (busy) return;
    busy = true;
    say("wait", word("sending", "Sending…"));
    const r = await call("POST", "/agree", { round: state.round, tray, agree });
    busy = false;
    if (r.body && r.body.state) state = r.body.state;
    else if (r.status === 200) state = r.body;
    if (r.status === 200) say(agree ? "good" : "wait", agree ? word("has-tray", "The host has tray %n. Thank you!", { n: tray }) : word("host-settles", "The host is called to settle it."));
    else say("bad", r.body.error);
    render();
  }

  function render() {
    if (!state) return;
    $("title").textContent = state.title;
    $("round").textContent = state.words.headline;
    $("ns").textContent = state.ns ? state.ns.label : "—";
    $("ew").textContent = state.sits_out ? word("sits-out", "Sits out this round (no opponents)") : (state.ew ? state.ew.label : "—");
    $("trays-words").textContent = state.words.trays;
    $("rule").textContent = state.rule;
    const key = state.round + ":" + state.trays.map((t) => t.tray).join(",") + ":" + state.phase;
    const open = state.phase === "playing" && !state.sits_out;
    if (key !== built) {
      built = key;
      const list = $("trays");
      list.textContent = "";
      if (open) state.trays.forEach((t) => list.appendChild(trayCard(t)));
    }
    state.trays.forEach((t) => {
      const form = $("form-" + t.tray), outcome = $("outcome-" + t.tray);
      if (!form) return;
      form.classList.toggle("hidden", t.recorded || !!t.asked || !!t.disputed);
      $("agree-" + t.tray).classList.toggle("hidden", !t.asked);
      $("agree-question-" + t.tray).textContent = t.asked || "";
      outcome.textContent = t.recorded ? word("with-host", "✓ With the host: %words", { words: t.words }) : (t.disputed || "");
      outcome.classList.toggle("done", t.recorded);
      $("fix-" + t.tray).classList.toggle("hidden", !t.recorded);
    });
    const after = $("after");
    after.textContent = "";
    (state.words.after || []).forEach((line) => after.appendChild(el("li", {}, line)));
    $("after-box").classList.toggle("hidden", !(state.words.after || []).length || state.phase !== "playing");
    if (state.words.over) say("good", state.words.over);
    else if (state.words.done && !busy) say("good", state.words.done);
    callKey(call, state, load);
  }

  async function load() {
    const r = await call("GET", "/state");
    if (r.status !== 200) { say("bad", r.body.error); return; }
    state = r.body;
    render();
  }

  async function send(body) {
    if (busy) return;
    busy = true;
    say("wait", word("sending-tray", "Sending tray %n…", { n: body.tray }));
    const r = await call("POST", "/tray", body);
    busy = false;
    if (r.body && r.body.state) state = r.body.state;
    else if (r.status === 200 || r.status === 202) state = r.body;
    if (r.status === 200) {
      say("good", r.body.note || word("has-tray", "The host has tray %n. Thank you!", { n: body.tray }));
    } else if (r.status === 202) {
      say("wait", word("tray-sent", "Tray %n sent. It counts when East–West agree, below.", { n: body.tray }));
    } else {
      say("bad", r.body.error);
      $("reload").classList.toggle("hidden", r.status !== 409);
    }
    render();
  }

  $("reload").addEventListener("click", () => { $("reload").classList.add("hidden"); say("", ""); built = ""; load(); });
  keepAwake();
  load();
  pollEvery(8000, load, () => busy);
}

// ---- A duplicate pair's page: where it sits now and next, its score. ----
function pairPage() {
  const base = "/p/" + (location.pathname.split("/")[2] || "");
  async function load() {
    const r = await ask(base, "GET", "/state");
    if (r.status !== 200) { say("bad", r.body.error || strange(r.status)); return; }
    const s = r.body;
    say("", "");
    $("title").textContent = s.pair.label;
    $("round").textContent = s.words.headline;
    $("now").textContent = s.now ? s.now.words : "—";
    $("next-box").classList.toggle("hidden", !s.next);
    $("next").textContent = s.next ? s.next.words : "";
    $("score").textContent = s.trays_played && s.score ? s.score : "—";
    $("score-words").textContent = s.words.score;
    // Its own trays, without comparisons until the last round is over (R-DUP-13).
    $("trays").replaceChildren(...(s.trays || []).map((t) => el("li", {}, t.words)));
    if (s.words.over) say("good", s.words.over);
    callKey((method, path, body) => ask(base, method, path, body), s, load);
  }
  keepAwake();
  load();
  setInterval(load, 10000);
}

// ---- "Where do I sit?". ----
function seatsPage() {
  let seats = null;
  function render() {
    if (!seats) return;
    $("round").textContent = seats.headline;
    const find = $("find").value.trim().toLowerCase();
    const list = $("guests");
    list.textContent = "";
    seats.guests.filter((g) => !find || g.name.toLowerCase().includes(find)).forEach((g) => {
      const li = el("li");
      li.appendChild(el("b", {}, g.name));
      li.appendChild(el("div", {}, g.place));
      list.appendChild(li);
    });
  }
  async function load() {
    const r = await ask("", "GET", "/seats");
    if (r.status === 200) { seats = r.body; render(); }
    else $("round").textContent = r.body.error;
  }
  $("find").addEventListener("input", render);
  $("mail-send").addEventListener("click", mailMe);
  load();
  setInterval(load, 15000);
}

// "Your evening by mail": the name, the address and the tick go to the host, whose
// answer (thanks, or what is wrong) is shown as it is.
async function mailMe() {
  const name = $("mail-name").value.trim();
  const address = $("mail-address").value.trim();
  // The page's own words, in the phone's language (data-* on the button).
  const words = $("mail-send").dataset;
  if (!name) { say("bad", words.noName || "Type your name as the host has it."); return; }
  if (!address) { say("bad", words.noAddress || "Type your mail address."); return; }
  $("mail-send").disabled = true;
  say("wait", words.sending || "Sending…");
  const r = await ask("", "POST", "/mail-me", { name, address, consent: $("mail-consent").checked });
  $("mail-send").disabled = false;
  if (r.status === 200) say("good", r.body.said);
  else say("bad", r.body.error);
}

// ---- The door: a guest checks in, and waits for the host to let them in (issue 52). ----
function checkInPage() {
  let door = null;
  // The name this phone checked in with: the page asks where that guest stands (waiting,
  // let in, turned away) until the host has decided.
  const KEPT = "cinch-door-name";
  let checkedIn = null;
  try { checkedIn = localStorage.getItem(KEPT); } catch (e) { checkedIn = null; }
  let asking = null;
  function standing(s) {
    if (!s) return;
    say({ waiting: "wait", in: "good", away: "bad" }[s.kind] || "wait", s.said);
    if (s.kind !== "waiting" && asking) { clearInterval(asking); asking = null; }
  }
  async function load() {
    const q = checkedIn ? "?name=" + encodeURIComponent(checkedIn) : "";
    const r = await ask("", "GET", "/check-in/state" + q);
    if (r.status !== 200) { say("bad", r.body.error); return; }
    door = r.body;
    if (door.standing && !door.over) { standing(door.standing); }
    $("party").textContent = door.title;
    $("sides").classList.toggle("hidden", !door.sides);
    const list = $("names");
    list.textContent = "";
    door.names.forEach((n) => list.appendChild(el("option", { value: n })));
    $("check-in").disabled = door.over;
    if (door.over) say("good", $("check-in").dataset.over || "The evening is over. Thank you for coming!");
  }
  async function send() {
    const name = $("name").value.trim();
    const words = $("check-in").dataset;
    if (!name) { say("bad", words.noName || "Type your name first."); return; }
    const picked = document.querySelector("input[name=side]:checked");
    if (door && door.sides && !picked) { say("bad", words.noSide || "Say whether you sit as a lady or a gentleman."); return; }
    const body = { name };
    if (picked) body.side = picked.value;
    $("check-in").disabled = true;
    say("wait", words.checking || "Checking in…");
    const r = await ask("", "POST", "/check-in", body);
    $("check-in").disabled = false;
    if (r.status === 200) {
      say("good", r.body.said);
      checkedIn = name;
      try { localStorage.setItem(KEPT, name); } catch (e) { /* a private window keeps nothing */ }
      if (!asking) asking = setInterval(load, 4000);
    } else say("bad", r.body.error);
  }
  $("check-in").addEventListener("click", send);
  if (checkedIn) asking = setInterval(load, 4000);
  load();
}

({ table: tablePage, "dup-table": dupTablePage, pair: pairPage, seats: seatsPage, "check-in": checkInPage })[document.body.dataset.page]();
