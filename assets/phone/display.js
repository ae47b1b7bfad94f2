// The guests' screens' one script (issues 36, 44). It listens to the host's laptop and
// draws what it is sent: the guest display's texts where the laptop's stage puts them
// (laid out for this window's size, which it reports, and measured in the font this page
// is served), or the standings' tables; the standings on a room's screen come as the
// display's board, drawn the same way. Besides drawing, it only ticks the clock and turns
// the pages.
'use strict';

(function () {
  const kind = document.body.dataset.page;
  const status = document.getElementById('status');
  let offset = 0; // the laptop's time less this device's, in milliseconds
  let shown = '';
  let state = null;
  let source = null;
  // The display's font, both weights, before anything is drawn in it.
  const fonts = document.fonts
    ? Promise.all([
      document.fonts.load('16px "Cinch Display"'),
      document.fonts.load('bold 16px "Cinch Display"'),
    ]).catch(function () {})
    : Promise.resolve();

  function make(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function px(value) {
    return value + 'px';
  }

  function screenSize() {
    return [Math.round(window.innerWidth), Math.round(window.innerHeight)];
  }

  function listen() {
    if (source) source.close();
    const [w, h] = screenSize();
    const address = (kind === 'display' ? '/display' : '/standings') + '/events?w=' + w + '&h=' + h;
    source = new EventSource(address);
    source.addEventListener('state', function (event) {
      receive(JSON.parse(event.data));
    });
    source.addEventListener('error', function () {
      if (status && !state) {
        status.textContent = document.body.dataset.wLooking || 'Looking for the host\'s laptop…';
      }
    });
  }

  function receive(message) {
    offset = message.now - Date.now();
    const text = JSON.stringify(message.state);
    if (text === shown) return;
    shown = text;
    state = message.state;
    const now = state;
    if (placedTexts()) fonts.then(function () { if (state === now) drawDisplay(now); });
    else drawStandings(state);
  }

  // Whether the state is the display's placed texts (the display, or the standings'
  // board on a room's screen), not the standings' tables.
  function placedTexts() {
    return !!state && Array.isArray(state.texts);
  }

  // The guest display: every text in its box, on one line.
  function placed(t) {
    const node = make('div', 't align-' + t.align + (t.bold ? ' strong' : ''));
    node.style.left = px(t.x);
    node.style.top = px(t.y);
    node.style.width = px(t.w);
    node.style.height = px(t.h);
    node.style.fontSize = px(t.size);
    node.style.lineHeight = px(t.row);
    if (t.clock) {
      node.id = 'clock';
      node.classList.add('ink-text');
    } else {
      t.lines.forEach(function (line, n) {
        if (n > 0) node.appendChild(document.createTextNode('\n'));
        for (const part of line) node.appendChild(make('span', 'ink-' + part.ink, part.text));
      });
    }
    if (t.page !== null) node.dataset.page = t.page;
    return node;
  }

  // A QR code (the door's, before the draw): dark modules on a light square, whatever
  // the look, so a phone's camera reads it.
  function code(c) {
    const svg = 'http://www.w3.org/2000/svg';
    const node = document.createElementNS(svg, 'svg');
    node.setAttribute('class', 'code');
    node.setAttribute('viewBox', '0 0 ' + c.modules + ' ' + c.modules);
    node.setAttribute('role', 'img');
    node.setAttribute('aria-label', c.heard);
    node.setAttribute('shape-rendering', 'crispEdges');
    node.style.left = px(c.x);
    node.style.top = px(c.y);
    node.style.width = px(c.side);
    node.style.height = px(c.side);
    const ground = document.createElementNS(svg, 'rect');
    ground.setAttribute('width', c.modules);
    ground.setAttribute('height', c.modules);
    ground.setAttribute('fill', '#fff');
    const dark = document.createElementNS(svg, 'path');
    dark.setAttribute('d', c.path);
    dark.setAttribute('fill', '#000');
    node.append(ground, dark);
    return node;
  }

  function drawDisplay(s) {
    document.body.className = 'look-' + s.look + (kind === 'display' ? '' : ' board');
    const screen = document.getElementById('screen');
    screen.style.width = px(s.screen[0]);
    screen.style.height = px(s.screen[1]);
    screen.dataset.stage = s.stage;
    screen.dataset.kind = s.kind;
    const parts = document.createDocumentFragment();
    for (const t of s.texts) parts.appendChild(placed(t));
    if (s.code) parts.appendChild(code(s.code));
    screen.replaceChildren(parts);
    tick();
  }

  function clockText(clock) {
    const left = clock.ends_at !== null ? clock.ends_at - (Date.now() + offset) : clock.left_ms;
    const seconds = Math.trunc(left / 1000);
    const text = seconds > 0
      ? Math.floor(seconds / 60) + ':' + String(seconds % 60).padStart(2, '0')
      : clock.up;
    return text + (clock.paused ? clock.paused_words : '');
  }

  function tick() {
    if (!placedTexts()) return;
    const clock = document.getElementById('clock');
    if (clock && state.clock) {
      const text = clockText(state.clock);
      if (clock.textContent !== text) clock.textContent = text;
      const timeUp = text.startsWith(state.clock.up);
      clock.style.fontSize = px(timeUp ? state.clock.up_size : state.clock.size);
    }
    const up = Math.floor(performance.now() / 1000 / state.page_seconds) % state.pages;
    for (const node of document.querySelectorAll('#screen [data-page]')) {
      node.classList.toggle('off', Number(node.dataset.page) !== up);
    }
  }

  // The standings.
  function drawStandings(s) {
    document.body.className = 'standings';
    document.getElementById('screen').replaceChildren();
    document.getElementById('title').textContent = s.title;
    const note = document.getElementById('note');
    note.hidden = !s.note;
    note.textContent = s.note || '';
    if (status) status.remove();
    const groups = document.createDocumentFragment();
    // A column's width by what it holds: the cells before the name (a place, a pair's
    // number), the name, the figures after it (stars, or a pair's score).
    const after = s.kind === 'star' ? ' n figure' : ' n score';
    const column = function (group, i) {
      return i < group.name ? ' n lead' : (i === group.name ? '' : after);
    };
    for (const group of s.groups) {
      groups.appendChild(make('h2', '', group.title));
      const table = make('table', 'list');
      const head = make('tr');
      group.head.forEach(function (h, i) { head.appendChild(make('th', column(group, i).trim(), h)); });
      table.appendChild(head);
      for (const cells of group.rows) {
        const tr = make('tr');
        cells.forEach(function (cell, i) {
          tr.appendChild(make('td', 'ink-' + cell.ink + column(group, i), cell.text));
        });
        table.appendChild(tr);
      }
      groups.appendChild(table);
    }
    document.getElementById('groups').replaceChildren(groups);
  }

  // The room's screen stays on while the page is shown (the Screen Wake Lock API where
  // the browser has it, issue 52), taken again when the page comes back into view.
  let lock = null;
  function keepAwake() {
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
    if (lock && !lock.released) return;
    navigator.wakeLock.request('screen').then(function (l) { lock = l; }, function () { lock = null; });
  }
  document.addEventListener('visibilitychange', keepAwake);
  keepAwake();

  let resized = null;
  window.addEventListener('resize', function () {
    clearTimeout(resized);
    resized = setTimeout(listen, 300);
  });
  setInterval(tick, 250);
  listen();
})();
