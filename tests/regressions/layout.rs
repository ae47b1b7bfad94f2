//! Issue 41 §6: layout. Text laid out in the room it is given: the bell's move list at a
//! skip Mitchell's skip, its two columns apart.

use cinch_party::app::{CinchApp, FakeClock};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::at;
use crate::support::duplicate_ui::started;

/// Every tray of the round marked not played (X, Enter), then the bell.
fn round_not_played(h: &mut Harness<'_, CinchApp>, trays: usize) {
    for _ in 0..trays {
        h.event(egui::Event::Text("x".into()));
        h.run_steps(1);
        h.key_press(Key::Enter);
        h.run_steps(2);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
}

/// The rectangle of the label whose words start so.
fn label_rect(h: &Harness<'_, CinchApp>, start: &str) -> egui::Rect {
    h.query_all_by_role(egui::accesskit::Role::Label)
        .find(|n| {
            n.accesskit_node()
                .value()
                .is_some_and(|v| v.starts_with(start))
        })
        .map(|n| n.rect())
        .unwrap_or_else(|| panic!("no label starting {start:?}"))
}

/// Bug: at the skip (round 4 of a 6-table skip Mitchell), the move list's left heading,
/// "East–West pairs move up TWO tables this time …", ran into the right one, "Trays go
/// down one table …" (seen in a real window; `Ui::columns` sizes its columns from what
/// they held the frame before). The columns are now laid out at half the width each,
/// whatever came before; this checks them after a resize to and fro.
#[test]
fn the_move_list_at_the_skip_keeps_its_two_headings_apart() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = started(saves.path(), &clock, 12, "3 trays");
    for round in 1..=3 {
        round_not_played(&mut h, 18);
        if round < 3 {
            // Enter on "Start round N".
            h.key_press(Key::Enter);
            h.run_steps(3);
        }
    }
    // The bell's flash comes and goes over many frames, as in the window; the host
    // narrows the window and widens it again.
    h.run_steps(60);
    h.set_size(egui::vec2(1100.0, 768.0));
    h.run_steps(5);
    h.set_size(egui::vec2(1366.0, 768.0));
    h.run_steps(5);
    let left = label_rect(&h, "East–West pairs move up TWO tables");
    let right = label_rect(&h, "Trays go down one table");
    assert!(
        left.right() < right.left(),
        "left heading {left:?} runs into the right one {right:?}"
    );
    assert!(right.right() <= 1366.0, "{right:?}");
}

/// Whether a label's words fit its rectangle: on one line as wide as they need, or
/// wrapped onto more lines (never cut with "…").
fn whole(h: &Harness<'_, CinchApp>, words: &str) -> bool {
    let node = h.get_by_label(words);
    let rect = node.rect();
    let font = egui::TextStyle::Body.resolve(&h.ctx.global_style());
    let needed = h.ctx.fonts_mut(|f| {
        f.layout_no_wrap(words.to_owned(), font, egui::Color32::WHITE)
            .size()
    });
    rect.width() + 0.5 >= needed.x || rect.height() >= 1.8 * needed.y
}

/// Bug: a reported tray's contract was cut on its card: "North bid 5 a…".
#[test]
fn a_reported_trays_contract_is_whole_on_its_card() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = started(saves.path(), &clock, 14, "2 trays");
    h.event(egui::Event::Text("N14 3 RE".into()));
    h.run_steps(1);
    h.key_press(Key::Enter);
    h.run_steps(4);
    let words = "North bid 14 and failed, East–West revoked";
    assert!(h.query_by_label(words).is_some());
    assert!(whole(&h, words), "{:?}", h.get_by_label(words).rect());
}

/// Bug: `report`'s text columns ran out of line with a long name: every name column of
/// the rounds, and the stars' counts, were a fixed width.
#[test]
fn reports_text_columns_stay_in_line_with_long_names() {
    use crate::common::{play, seated_named, stars_evening};
    let long = "Maximiliana Theodora Fitzgerald-Wolstenholme";
    let mut party = seated_named(3, stars_evening(2), |t, seat| {
        if t == 2 && seat == cinch_party::rules::Seat::North {
            long.to_owned()
        } else {
            format!("{}{t}", seat.letter())
        }
    });
    play(&mut party, &[(20, 11), (7, 30), (15, 14)]);
    let text = cinch_party::transcript::Transcript::of(&party).to_string();
    let column = |line: &str, c: char| line.chars().position(|x| x == c);
    let tables: Vec<&str> = text.lines().filter(|l| l.contains(" | E ")).collect();
    assert!(tables.len() >= 6, "{text}");
    for c in ['|', '–'] {
        let at: Vec<_> = tables.iter().filter_map(|l| column(l, c)).collect();
        assert!(at.windows(2).all(|w| w[0] == w[1]), "{c}: {at:?}\n{text}");
    }
    let stars_at = text.lines().position(|l| l.starts_with("Stars")).unwrap();
    let counts: Vec<usize> = text
        .lines()
        .skip(stars_at + 1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.trim_end().chars().count())
        .collect();
    assert!(
        counts.windows(2).all(|w| w[0] == w[1]),
        "{counts:?}\n{text}"
    );
}

/// Bug: the Draw screen's "Clear" buttons were out of line, each after its card ("A♠",
/// "10♠" …).
#[test]
fn the_draw_screens_clear_buttons_line_up_whatever_the_card() {
    use crate::support::ui::{click, harness, press, type_into, type_keys};
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    type_into(&mut h, "List of names", "Ada\nBea\nCleo\nDot");
    click(&mut h, "all ladies");
    click(&mut h, "Add these guests");
    type_into(&mut h, "List of names", "Al\nBob\nCy\nDan");
    click(&mut h, "all gentlemen");
    click(&mut h, "Add these guests");
    click(&mut h, "Draw");
    for card in ["AS", "2C", "2S"] {
        type_keys(&mut h, card);
        press(&mut h, Key::Enter);
    }
    let lefts: Vec<f32> = h
        .query_all_by_label_contains("Clear the card of")
        .map(|n| n.rect().left())
        .collect();
    assert_eq!(lefts.len(), 3);
    assert!(
        lefts.windows(2).all(|w| (w[0] - w[1]).abs() < 0.5),
        "{lefts:?}"
    );
}

/// Sixteen pairs whose names are everyday but for one pair's, each a line long.
fn long_pair_evening() -> cinch_party::rules::Party {
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    use cinch_party::simulate::names::NamedGuest;
    let mut names = vec![
        "Maximiliana Theodora Fitzgerald-Wolstenholme".to_owned(),
        "Bartholomew Alexander Montgomery-Featherstonehaugh".to_owned(),
    ];
    let everyday = [
        "Ann Abbott",
        "Bob Baker",
        "Cora Cole",
        "Dan Dunn",
        "Eve Ellis",
        "Fred Fox",
        "Gail Gray",
        "Hal Hughes",
        "Ida Irving",
        "Jack Jones",
        "Karen Kelly",
        "Liam Lewis",
        "Mona Moore",
        "Ned Nash",
        "Olive Owen",
        "Pete Parker",
        "Quinn Quigley",
        "Rita Reed",
        "Sam Shaw",
        "Tess Turner",
        "Una Upton",
        "Vic Vale",
        "Wendy Webb",
        "Xavier Xu",
        "Yvonne Young",
        "Zach Zimmerman",
        "Amy Adams",
        "Ben Bird",
        "Cleo Cross",
        "Dave Drake",
    ];
    names.extend(everyday.iter().map(|n| (*n).to_owned()));
    simulate_duplicate(&DuplicateOptions {
        seed: 9,
        pairs: 16,
        names: names
            .into_iter()
            .map(|name| NamedGuest {
                name,
                side: None,
                address: None,
            })
            .collect(),
        ..DuplicateOptions::default()
    })
    .unwrap()
}

/// Bug: the published results page on a phone: long names overflowed and the N–S
/// standings' "Trays" column was cut (the table grew wider than the screen).
#[test]
fn the_published_page_on_a_phone_keeps_every_column_of_the_standings_in_view() {
    use crate::support::browser::{browser, chromedriver};
    let party = long_pair_evening();
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("results.html");
    cinch_party::output::write_html(
        &party,
        &cinch_party::transcript::evening::Evening::of(&party, 0),
        "Long names",
        &page,
    )
    .unwrap();
    let (_driver, port) = chromedriver();
    let profile = dir.path().join("chromium");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let overflow = runtime.block_on(async {
        let client = browser(port, &profile).await;
        client
            .goto(&format!("file://{}", page.display()))
            .await
            .unwrap();
        let found = client
            .execute(
                r#"
                const out = [];
                const width = document.documentElement.clientWidth;
                document.querySelectorAll('#standings table, section table').forEach((t, i) => {
                  const box = t.parentElement;
                  if (box.scrollWidth > box.clientWidth + 1) out.push('table ' + i + ' scrolls: ' + box.scrollWidth + ' > ' + box.clientWidth);
                  t.querySelectorAll('th, td').forEach((c) => {
                    const r = c.getBoundingClientRect();
                    if (r.right > width + 1) out.push('cell "' + c.textContent + '" ends at ' + r.right);
                  });
                });
                if (document.documentElement.scrollWidth > width + 1) out.push('page ' + document.documentElement.scrollWidth);
                return out.slice(0, 12);
                "#,
                vec![],
            )
            .await
            .unwrap();
        client.close().await.unwrap();
        found
    });
    assert_eq!(overflow, serde_json::json!([]), "{overflow}");
}

/// A star party of 4 tables, round 1 under way with table 2 tied (waiting for the
/// ladies' cut) and tables 3 and 4 still to report, four latecomers with everyday names
/// waiting for a chair: open in the window on the Round screen at 1366×768.
fn waiting_round<'a>(saves: &std::path::Path, clock: &FakeClock) -> Harness<'a, CinchApp> {
    use cinch_party::rules::{Action, Side};
    let mut party = crate::common::seated(4, crate::common::stars_evening(3));
    for (name, side) in [
        ("Katherine Wolstenholme", Side::Lady),
        ("Bartholomew Winterbottom", Side::Gentleman),
        ("Philippa Greenhalgh", Side::Lady),
        ("Frederick Ashworth-Hale", Side::Gentleman),
    ] {
        crate::common::apply(
            &mut party,
            Action::AddGuest {
                name: name.to_owned(),
                side,
            },
        );
    }
    crate::common::apply(&mut party, Action::StartRound);
    for (table, ns, ew) in [(1, 9, 5), (2, 7, 7)] {
        crate::common::apply(&mut party, Action::EnterResult { table, ns, ew });
    }
    let path = saves.join("waiting.ron");
    crate::support::evenings::saved(party, &path);
    let mut h = crate::support::ui::harness(saves, clock, Some(path));
    h.run_steps(3);
    h
}

/// Whether a label shows all its words: laid out in egui's own type at a size whose rows
/// make up its height, in its width, nothing is cut.
fn shown_whole(ctx: &egui::Context, shown: &crate::support::room::Shown) -> bool {
    (20..=48).map(|half| half as f32 / 2.0).any(|size| {
        let font = egui::FontId::proportional(size);
        let row = ctx.fonts_mut(|f| f.row_height(&font));
        let rows = (shown.rect.height() / row).round().max(1.0);
        if (rows * row - shown.rect.height()).abs() > 1.5 {
            return false;
        }
        let mut job = egui::text::LayoutJob::simple(
            shown.words.clone(),
            font,
            egui::Color32::WHITE,
            shown.rect.width() + 0.5,
        );
        job.wrap.max_rows = rows as usize;
        !ctx.fonts_mut(|f| f.layout_job(job)).elided
    })
}

/// Bug (issue 44): on the Round screen the line of guests waiting for a chair was cut
/// ("Waiting for a chair: … Katherin…") while the header had room to spare (the height
/// of its title, two lines of smaller type).
#[test]
fn the_waiting_line_is_whole_while_the_header_has_room() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = waiting_round(saves.path(), &clock);
    let shown = crate::support::room::labels(&h)
        .into_iter()
        .find(|l| l.words.starts_with("Waiting for a chair"))
        .expect("the waiting line");
    assert!(
        shown.words.contains("Frederick Ashworth-Hale"),
        "{}",
        shown.words
    );
    assert!(
        shown_whole(&h.ctx, &shown),
        "{:?} cut to {:?} in a window 1366 wide",
        shown.words,
        shown.rect
    );
}

/// Bug (issue 44): the bell's line was cut ("… table 2 (a tie waiting for the la…")
/// while the bar had room to spare.
#[test]
fn the_bells_line_is_whole_while_the_bar_has_room() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = waiting_round(saves.path(), &clock);
    let shown = crate::support::room::labels(&h)
        .into_iter()
        .find(|l| l.words.starts_with("The bell waits for"))
        .expect("the bell's line");
    assert!(shown.words.contains("ladies' cut"), "{}", shown.words);
    assert!(
        shown_whole(&h.ctx, &shown),
        "{:?} cut to {:?} in a window 1366 wide",
        shown.words,
        shown.rect
    );
}

/// Bug (issue 44): printed while a round was in play, the tally sheet's column for that
/// round showed each table as "4…" — read as a number cut short. A table still playing
/// shows its number alone, its star's place left empty for the pencil.
#[test]
fn the_tally_sheets_round_in_play_shows_each_table_whole() {
    use cinch_party::print::{Document, Item, Paper};
    let mut party = crate::common::seated(4, crate::common::stars_evening(3));
    crate::common::play(&mut party, &[(9, 5), (5, 9), (9, 5), (5, 9)]);
    crate::common::apply(&mut party, cinch_party::rules::Action::StartRound);
    let printout = crate::support::print::printout(&party, Document::Tally, Paper::A4);
    let cut: Vec<String> = printout
        .pages
        .iter()
        .flat_map(|p| p.items.iter())
        .filter_map(|item| match item {
            Item::Text { text, .. } if text.ends_with('…') => Some(text.clone()),
            _ => None,
        })
        .collect();
    assert!(cut.is_empty(), "{cut:?}");
}

/// Trial: a guest's evening (Ctrl+F) with everyday long names: the round's story took
/// the panel's width and the running tally was cut at its right edge ("0 gre…"). The
/// tally comes before the story, which wraps in what is left.
#[test]
fn a_guests_evening_shows_every_rounds_running_tally_whole() {
    use cinch_party::rules::Seat;
    use egui_kittest::kittest::Queryable;
    let names = |t: u32, seat: Seat| {
        let first = ["Dorothy", "Lawrence", "Philippa", "Bartholomew"][seat as usize];
        format!("{first} Fairweather-Table{t}")
    };
    let mut party = crate::common::seated_named(8, crate::common::stars_evening(4), names);
    for _ in 0..3 {
        crate::common::play(
            &mut party,
            &[
                (33, 5),
                (21, 12),
                (14, 30),
                (33, 5),
                (20, 11),
                (9, 31),
                (25, 8),
                (18, 22),
            ],
        );
    }
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("evening.ron");
    crate::support::evenings::saved(party, &path);
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let app = crate::support::ui::test_app(saves.path(), &clock, Some(path));
    let mut h = crate::support::ui::harness_of(app, [1280.0, 800.0], false);
    h.run_steps(3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::F);
    h.run_steps(3);
    crate::support::ui::type_keys(&mut h, "Bartholomew Fairweather-Table3");
    crate::support::ui::press(&mut h, egui::Key::Enter);
    h.run_steps(3);
    assert!(
        h.query_by_label("Bartholomew Fairweather-Table3's evening")
            .is_some()
    );
    let tallies: Vec<_> = h.query_all_by_label_contains(" gold, ").collect();
    assert!(tallies.len() >= 3, "a tally a round");
    for tally in tallies {
        let rect = tally.rect();
        assert!(rect.max.x <= 1280.0 - 8.0, "a tally cut at {rect:?}");
    }
}
