//! The published page's one style sheet, inlined in its head: the reader's own fonts,
//! a single column that reads on a phone, words broken only between them (a name at its
//! spaces and hyphens, a number never from its side), the tables laid out anew on a
//! phone so that they fit its width, and a plain black-on-white print (`@media print`)
//! with no links or index, each guest's evening kept together.

/// The styles.
pub const CSS: &str = r#"
:root { color-scheme: light; --ink:#1c1c20; --quiet:#5a5650; --rule:#d8d4cc;
  --accent:#0b4f8a; --gold:#7a5300; --red:#a3201a; --green:#1d6b31; --ground:#fbfaf6; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; background: var(--ground); color: var(--ink);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 17px; line-height: 1.45;
  /* A name breaks at its spaces and hyphens; inside a word only when the word alone is
     wider than the screen ("anywhere" broke "Featherstonehaugh" to narrow a column). */
  overflow-wrap: break-word; hyphens: manual; }
header, nav, main { max-width: 52rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.2rem; }
h1 { font-size: 1.7rem; line-height: 1.2; margin: 0 0 .3rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 .6rem; padding-bottom: .2rem;
  border-bottom: 2px solid var(--rule); }
h3 { font-size: 1.05rem; margin: 1.2rem 0 .3rem; }
p { margin: .3rem 0; }
a { color: var(--accent); }
.summary, .quiet, .cut, .top { color: var(--quiet); }
.note { color: var(--gold); }
.cut, .deals { font-size: .9rem; }
ul.names { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap;
  gap: .25rem 1.1rem; }
ul.names li { max-width: 100%; }
.prize { margin: .8rem 0; }
.prize h3 { margin-bottom: .1rem; }
.prize p { margin-left: 1rem; }
.wide { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: .3rem 0 .8rem; }
th { text-align: left; font-weight: normal; color: var(--quiet); font-size: .85rem; }
th, td { padding: .3rem .4rem; border-bottom: 1px solid var(--rule); vertical-align: top; }
td.n, th.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.gold { color: var(--gold); } .red { color: var(--red); } .green { color: var(--green); }
tr.won td { font-weight: bold; }
div.won { font-weight: normal; font-size: .85rem; color: var(--gold); }
section.evening { margin: 1rem 0 1.4rem; padding: .6rem .8rem; background: #fff;
  border: 1px solid var(--rule); border-radius: 6px; }
section.evening h3 { margin-top: 0; }
section.evening:target { outline: 3px solid var(--accent); }
section.evening ol { margin: .3rem 0; padding-left: 1.4rem; }
:target { scroll-margin-top: .5rem; }
td.tag, .nowrap { white-space: nowrap; }
@media (min-width: 30.01rem) { td.what { min-width: 9rem; } }
@media (max-width: 30rem) {
  body { font-size: 16px; }
  th, td { padding: .25rem .2rem; }
  table.traveller { font-size: .85rem; }
  /* A column's heading may take two lines ("★" over "gold"): its figures never do. */
  th.n { white-space: normal; }
  /* On a phone a row of these tables is a small grid, each cell whole in it: a
     traveller's figures on one line and what happened under them the whole width; a
     round's table and score on one line, its two pairs side by side under them, the
     notes below; a pair's place, number, score and trays on one line, its players under
     them. */
  table.traveller, table.rounds, table.pairs,
  table.traveller tbody, table.rounds tbody, table.pairs tbody { display: block; }
  table.traveller tr, table.rounds tr, table.pairs tr { display: grid; column-gap: .3rem;
    border-bottom: 1px solid var(--rule); }
  table.traveller :is(th, td), table.rounds :is(th, td), table.pairs :is(th, td) {
    border-bottom: none; }
  table.traveller tr { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  table.traveller .what { grid-column: 1 / -1; order: 1; padding-top: 0; }
  table.traveller th.what { display: none; }
  table.rounds tr { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  table.rounds .table { grid-column: 1; grid-row: 1; }
  table.rounds .n { grid-column: 2; grid-row: 1; }
  table.rounds .ns { grid-column: 1; grid-row: 2; }
  table.rounds .ew { grid-column: 2; grid-row: 2; }
  table.rounds .notes { grid-column: 1 / -1; grid-row: 3; }
  table.rounds th:is(.ns, .ew) { padding-top: 0; }
  table.pairs tr { grid-template-columns: auto minmax(0, 1fr) auto auto; }
  table.pairs .players { grid-column: 2 / -1; grid-row: 2; padding-top: 0; }
  table.pairs th.players { display: none; }
  table.rounds .notes:empty { display: none; }
}
@media print {
  :root { --ground:#fff; --ink:#000; --quiet:#333; --accent:#000; }
  body { font-size: 10.5pt; }
  nav, .top { display: none; }
  a { color: inherit; text-decoration: none; }
  header, main { max-width: none; padding: 0; }
  h2 { break-after: avoid; }
  h3 { break-after: avoid; }
  .prize, tr, section.evening, .keep { break-inside: avoid; }
  section.evening { border: none; border-top: 1px solid var(--rule); border-radius: 0;
    padding: .3rem 0; background: none; }
  .wide { overflow: visible; }
}
"#;
