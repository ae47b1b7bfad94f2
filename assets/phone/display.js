// The guests' screens' one script (issue 36). It listens to the host's laptop and draws
// what it is sent: the guest display's texts where the laptop's plan puts them (laid out
// for this window's size, which it reports), its lines and the season's ladders, or the
// standings' tables. Besides drawing, it only ticks the clock and turns the pages.
'use strict';

(function () {
  const kind = document.body.dataset.page;
  const status = document.getElementById('status');
  let offset = 0; // the laptop's time less this device's, in milliseconds
  let shown = '';
  let state = null;
  let source = null;

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
    let address = '/standings/events';
    if (kind === 'display') {
      const [w, h] = screenSize();
      address = '/display/events?w=' + w + '&h=' + h;
    }
    source = new EventSource(address);
    source.addEventListener('state', function (event) {
      receive(JSON.parse(event.data));
    });
    source.addEventListener('error', function () {
      if (status && !state) status.textContent = 'Looking for the host\'s laptop…';
    });
  }

  function receive(message) {
    offset = message.now - Date.now();
    const text = JSON.stringify(message.state);
    if (text === shown) return;
    shown = text;
    state = message.state;
    if (kind === 'display') drawDisplay(state);
    else drawStandings(state);
  }

  // The guest display.
  function placed(t) {
    const node = make('div', 't ink-' + t.ink + (t.right ? ' right' : '') + (t.cut ? ' cut' : ''), t.text);
    node.style.left = px(t.x);
    node.style.top = px(t.y);
    node.style.width = px(t.w);
    node.style.height = px(t.h);
    node.style.fontSize = px(t.size);
    node.style.lineHeight = px(t.h);
    if (t.page !== null) node.dataset.page = t.page;
    return node;
  }

  function line(l) {
    const node = make('div', 'line' + (l.left ? ' left' : '') + (l.strong ? ' strong' : ''));
    node.style.fontSize = px(l.size);
    node.style.marginTop = px(l.space);
    if (l.clock) {
      node.id = 'clock';
      node.classList.add('ink-text');
    } else {
      for (const part of l.parts) node.appendChild(make('span', 'ink-' + part.ink, part.text));
    }
    return node;
  }

  function ladders(columns, unit) {
    const row = make('div', 'ladders');
    row.style.marginTop = px(unit * 0.3);
    for (const column of columns) {
      const box = make('div', 'ladder');
      box.style.fontSize = px(column.size);
      box.appendChild(make('h2', '', column.title));
      const table = make('table');
      for (const cells of column.rows) {
        const tr = make('tr');
        for (const cell of cells) tr.appendChild(make('td', 'ink-text', cell));
        table.appendChild(tr);
      }
      box.appendChild(table);
      row.appendChild(box);
    }
    return row;
  }

  function drawDisplay(s) {
    document.body.className = 'look-' + s.look;
    const screen = document.getElementById('screen');
    screen.style.width = px(s.screen[0]);
    screen.style.height = px(s.screen[1]);
    screen.dataset.stage = s.stage;
    screen.dataset.kind = s.kind;
    const parts = document.createDocumentFragment();
    for (const t of s.texts) parts.appendChild(placed(t));
    if (s.lines.length || s.columns.length) {
      const lines = make('div', 'lines');
      lines.style.top = px(s.top);
      lines.style.padding = '0 ' + px(s.unit * 0.3);
      for (const l of s.lines) lines.appendChild(line(l));
      if (s.columns.length) lines.appendChild(ladders(s.columns, s.unit));
      parts.appendChild(lines);
    }
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
    if (!state || kind !== 'display') return;
    const clock = document.getElementById('clock');
    if (clock && state.clock) clock.textContent = clockText(state.clock);
    const up = Math.floor(performance.now() / 1000 / state.page_seconds) % state.pages;
    for (const node of document.querySelectorAll('#screen [data-page]')) {
      node.classList.toggle('off', Number(node.dataset.page) !== up);
    }
  }

  // The standings.
  function drawStandings(s) {
    document.getElementById('title').textContent = s.title;
    const note = document.getElementById('note');
    note.hidden = !s.note;
    note.textContent = s.note || '';
    if (status) status.remove();
    const groups = document.createDocumentFragment();
    for (const group of s.groups) {
      groups.appendChild(make('h2', '', group.title));
      const table = make('table', 'board');
      const head = make('tr');
      for (const h of group.head) head.appendChild(make('th', '', h));
      table.appendChild(head);
      for (const cells of group.rows) {
        const tr = make('tr');
        cells.forEach(function (cell, i) {
          tr.appendChild(make('td', 'ink-' + cell.ink + (i === group.name ? '' : ' n'), cell.text));
        });
        table.appendChild(tr);
      }
      groups.appendChild(table);
    }
    document.getElementById('groups').replaceChildren(groups);
  }

  let resized = null;
  window.addEventListener('resize', function () {
    if (kind !== 'display') return;
    clearTimeout(resized);
    resized = setTimeout(listen, 300);
  });
  setInterval(tick, 250);
  listen();
})();
