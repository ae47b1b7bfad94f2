//! Issue 38 (and the display's part of issue 32): the guest display in a room of 30
//! pairs a direction and of 200 guests, on a 1920×1080 television and a 1280×720
//! projector. Every page of every board is read back by its labels: each row inside the
//! screen, nothing drawn over anything, no text under the promised size (1/36 of the
//! screen's height), every pair and guest shown whole on some page, the columns fixed,
//! a gap before each star, equal counts sharing a place, a minus in red; the ceremony's
//! star line centred and its earlier winners large; the words the evening makes true;
//! the host's preview cutting nothing the display shows whole; the display's own look.
//! With `CINCH_SHOTS=dir` each display is also saved as a picture there.

use cinch_party::app::FakeClock;
use cinch_party::rules::{Action, Party, Phase};
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::simulate::{Options, simulate};
use cinch_party::ui::display::look::inks;
use cinch_party::ui::guest_display_ui;
use cinch_party::view::Desk;
use cinch_party::view::display::{DisplayLook, DisplayMode, DisplayState, ceremony_order};
use cinch_party::view::stage::{PAGE_SECONDS, SMALLEST_TEXT};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::{apply, at, report_all, seated, stars_evening};
use crate::support::display::desk_of;
use crate::support::room::*;

const SIZES: [[f32; 2]; 2] = [[1920.0, 1080.0], [1280.0, 720.0]];

/// 30 tables of duplicate (60 pairs, 4 trays a table, Foster's rule: a 60-round
/// movement), the evening set to end after 6 rounds, round 6 started.
pub fn thirty_tables() -> Party {
    simulate_duplicate(&DuplicateOptions {
        seed: 38,
        pairs: 60,
        trays_per_table: 4,
        rounds: Some(6),
        open_round: true,
        ..DuplicateOptions::default()
    })
    .unwrap()
}

/// `thirty_tables` played to its end: what the room may see of the standings once the
/// last round is over (R-DUP-13).
pub fn thirty_tables_finished() -> Party {
    simulate_duplicate(&DuplicateOptions {
        seed: 38,
        pairs: 60,
        trays_per_table: 4,
        rounds: Some(6),
        open_round: false,
        ..DuplicateOptions::default()
    })
    .unwrap()
}

/// A star party of 50 tables (100 ladies, 100 gentlemen) with the rehearsal's everyday
/// names, five rounds played and the sixth (the last) started.
pub fn two_hundred() -> Party {
    simulate(&Options {
        seed: 38,
        ladies: 100,
        gentlemen: 100,
        rounds: 6,
        open_round: true,
        ..Options::default()
    })
    .unwrap()
}

fn state_of(mode: DisplayMode) -> DisplayState {
    DisplayState {
        mode,
        ..DisplayState::default()
    }
}

/// The display at `size`, a page turning at each step.
fn harness<'a>(desk: &'a Desk, state: DisplayState, size: [f32; 2]) -> Harness<'a> {
    let mut h = Harness::builder()
        .with_size(size)
        .with_step_dt(PAGE_SECONDS as f32)
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .build_ui(move |ui| guest_display_ui(ui, desk, &state, None, at(0)));
    h.run_steps(1);
    h
}

/// Saves the display as a picture when `CINCH_SHOTS` is set.
fn shoot(desk: &Desk, state: DisplayState, size: [f32; 2], name: &str) {
    let Ok(dir) = std::env::var("CINCH_SHOTS") else {
        return;
    };
    let mut h = Harness::builder()
        .with_size(size)
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .wgpu()
        .build_ui(|ui| guest_display_ui(ui, desk, &state, None, at(0)));
    h.run_steps(2);
    let image = h.render().expect("rendered");
    let file = format!("{name}-{}x{}.png", size[0], size[1]);
    image.save(std::path::Path::new(&dir).join(file)).unwrap();
}

/// What is wrong with a page in words: a label off the screen, two drawn over each
/// other, a text under the promised size.
fn faults(ctx: &egui::Context, all: &[Shown], size: [f32; 2], what: &str) -> Vec<String> {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    let promised = size[1] * SMALLEST_TEXT;
    let mut wrong = Vec::new();
    for (i, a) in all.iter().enumerate() {
        if !screen.expand(0.5).contains_rect(a.rect) {
            wrong.push(format!(
                "{what}: {:?} {:?} is off the screen",
                a.words, a.rect
            ));
        }
        let drawn = text_size(ctx, a.rect.height());
        // Read back from a height rounded to the pixel: within a pixel.
        if drawn < promised - 1.0 {
            wrong.push(format!(
                "{what}: {:?} is {drawn:.1} px, under {promised:.1}",
                a.words
            ));
        }
        for b in all.iter().skip(i + 1) {
            let o = a.rect.intersect(b.rect);
            if o.width() > 0.5 && o.height() > 0.5 {
                wrong.push(format!("{what}: {:?} is drawn over {:?}", a.words, b.words));
            }
        }
    }
    wrong
}

/// Every page of the display in view (a step a page, `steps` pages looked at), checked.
fn pages_of<'a>(h: &mut Harness<'a>, size: [f32; 2], steps: usize, what: &str) -> Vec<Vec<Shown>> {
    let mut pages = Vec::new();
    let mut wrong = Vec::new();
    for step in 0..steps {
        h.step();
        let shown = labels(h);
        wrong.extend(faults(
            &h.ctx,
            &shown,
            size,
            &format!("{what}, step {step}"),
        ));
        pages.push(shown);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    pages
}

/// The labels level with `of` just before and just after it on its row (its place, its
/// first star), within its own column.
fn neighbours<'s>(page: &'s [Shown], of: &Shown) -> (Option<&'s Shown>, Option<&'s Shown>) {
    let level = page
        .iter()
        .filter(|l| (l.rect.center().y - of.rect.center().y).abs() < 2.0);
    let before = level
        .clone()
        .filter(|l| l.rect.right() <= of.rect.left() + 0.5)
        .max_by(|a, b| a.rect.right().total_cmp(&b.rect.right()));
    let after = level
        .filter(|l| l.rect.left() >= of.rect.right() - 0.5 && !std::ptr::eq(*l, of))
        .min_by(|a, b| a.rect.left().total_cmp(&b.rect.left()));
    (before, after)
}

#[test]
fn thirty_pairs_a_direction_every_pair_shown_whole_in_fixed_columns_at_1080_and_720() {
    let desk = desk_of(thirty_tables_finished());
    assert_eq!(desk.state().phase(), Phase::Finished);
    let dup = desk.duplicate().unwrap();
    let pairs: Vec<cinch_party::rules::duplicate::PairId> =
        dup.standings.pairs.iter().map(|p| p.id()).collect();
    assert_eq!(pairs.len(), 60);
    for size in SIZES {
        shoot(
            &desk,
            state_of(DisplayMode::Standings),
            size,
            "dup-standings",
        );
        let mut h = harness(&desk, state_of(DisplayMode::Standings), size);
        let what = format!("duplicate standings at {size:?}");
        let pages = pages_of(&mut h, size, 4, &what);
        for &pair in &pairs {
            let names = dup.names(pair);
            let found: Vec<&Shown> = pages
                .iter()
                .flatten()
                .filter(|l| l.words == names)
                .collect();
            assert!(!found.is_empty(), "{what}: {names} never shown");
            for shown in found {
                assert!(
                    !is_cut(&h.ctx, shown),
                    "{what}: {names} cut ({:?})",
                    shown.rect
                );
            }
        }
        // Fixed columns: on a page, every pair's names start at one of each board's
        // columns, however wide its score.
        for page in &pages {
            let mut lefts: Vec<i32> = page
                .iter()
                .filter(|l| pairs.iter().any(|&p| dup.names(p) == l.words))
                .map(|l| l.rect.left().round() as i32)
                .collect();
            lefts.sort_unstable();
            lefts.dedup();
            assert!(lefts.len() <= 4, "{what}: names start at {lefts:?}");
        }
    }
}

#[test]
fn a_score_below_zero_is_drawn_in_red_never_green() {
    let desk = desk_of(thirty_tables_finished());
    let dup = desk.duplicate().unwrap();
    let size = [1280.0, 720.0];
    let look = inks(DisplayLook::Dark);
    // The first page that shows a score below zero.
    let mut h = Harness::builder()
        .with_size(size)
        .with_step_dt(PAGE_SECONDS as f32)
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .wgpu()
        .build_ui(|ui| guest_display_ui(ui, &desk, &state_of(DisplayMode::Standings), None, at(0)));
    let negative = |l: &Shown| l.words.starts_with('−') || l.words.starts_with('-');
    let mut found = None;
    for _ in 0..4 {
        h.step();
        if let Some(l) = labels(&h).into_iter().find(|l| negative(l)) {
            found = Some(l);
            break;
        }
    }
    let shown = found.expect("a pair below zero after five rounds");
    assert!(
        dup.standings
            .pairs
            .iter()
            .any(|p| p.plus_minus.is_some_and(|v| v < 0.0))
    );
    let image = h.render().unwrap();
    let (mut red, mut green) = (0, 0);
    let r = shown.rect;
    for y in r.top() as u32..r.bottom() as u32 {
        for x in r.left() as u32..r.right() as u32 {
            let [pr, pg, pb, _] = image.get_pixel(x, y).0;
            let near = |c: egui::Color32| {
                (i32::from(pr) - i32::from(c.r())).abs()
                    + (i32::from(pg) - i32::from(c.g())).abs()
                    + (i32::from(pb) - i32::from(c.b())).abs()
                    < 60
            };
            red += usize::from(near(look.bad));
            green += usize::from(near(look.good));
        }
    }
    assert!(
        red > 10 && green == 0,
        "{:?}: red {red}, green {green}",
        shown.words
    );
}

#[test]
fn two_hundred_guests_stars_whole_names_a_gap_before_each_star_and_shared_places() {
    let desk = desk_of(two_hundred());
    for size in SIZES {
        shoot(&desk, state_of(DisplayMode::Standings), size, "stars-200");
        let mut h = harness(&desk, state_of(DisplayMode::Standings), size);
        let what = format!("stars at {size:?}");
        let pages = pages_of(&mut h, size, 4, &what);
        let title = pages[0]
            .iter()
            .find(|l| l.words.starts_with("Stars"))
            .unwrap()
            .words
            .clone();
        // At most three pages: a guest waits at most two for their own.
        assert!(
            [
                "(page 1 of 2)",
                "(page 2 of 2)",
                "(page 1 of 3)",
                "(page 2 of 3)",
                "(page 3 of 3)"
            ]
            .iter()
            .any(|p| title.ends_with(p)),
            "{what}: {title}"
        );
        for group in desk.star().unwrap().standings.as_slice() {
            for row in &group.rows {
                let shown: Vec<&Shown> = pages
                    .iter()
                    .flatten()
                    .filter(|l| l.words == row.name)
                    .collect();
                assert!(!shown.is_empty(), "{what}: {} never shown", row.name);
                // The place: one more than those with better counts (equal counts share).
                let better = group
                    .rows
                    .iter()
                    .filter(|o| {
                        (o.stars.gold, o.stars.red, std::cmp::Reverse(o.stars.green))
                            > (
                                row.stars.gold,
                                row.stars.red,
                                std::cmp::Reverse(row.stars.green),
                            )
                    })
                    .count();
                for s in shown {
                    assert!(!is_cut(&h.ctx, s), "{what}: {} cut", row.name);
                    let page = pages
                        .iter()
                        .find(|p| p.iter().any(|l| std::ptr::eq(l, s)))
                        .unwrap();
                    let (place, star) = neighbours(page, s);
                    let (place, star) = (place.unwrap(), star.unwrap());
                    assert_eq!(
                        place.words,
                        format!("{}.", better + 1),
                        "{what}: {}",
                        row.name
                    );
                    // A gap before the first count, at least a quarter of the type's size.
                    let gap = star.rect.left() - s.rect.right();
                    let type_size = text_size(&h.ctx, s.rect.height());
                    assert_eq!(
                        star.words,
                        row.stars.gold.to_string(),
                        "{what}: {}",
                        row.name
                    );
                    assert!(
                        gap >= type_size * 0.25,
                        "{what}: {} then {:?}: {gap}",
                        row.name,
                        star.words
                    );
                }
            }
        }
    }
}

/// The finished sample party, its first three prizes revealed.
#[test]
fn the_ceremony_centres_the_stars_under_the_winner_and_the_earlier_winners_read_across_a_room() {
    let desk = desk_of(crate::support::display::sample());
    let order = ceremony_order(desk.star().unwrap().prizes.as_slice());
    let mut state = state_of(DisplayMode::Ceremony);
    state.revealed = order.iter().take(3).copied().collect();
    let latest = *state.revealed.last().unwrap();
    let cinch_party::rules::PrizeOutcome::Awarded {
        winner: cinch_party::rules::PrizeWinner::Guest(guest),
        ..
    } = desk.star().unwrap().prizes.as_slice()[latest].outcome
    else {
        panic!("the third prize has one winner");
    };
    let name = desk.state().name(guest).to_owned();
    for size in SIZES {
        shoot(&desk, state.clone(), size, "ceremony");
        let h = harness(&desk, state.clone(), size);
        let all = labels(&h);
        let what = format!("ceremony at {size:?}");
        let wrong = faults(&h.ctx, &all, size, &what);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        let winner = all.iter().find(|l| l.words == name).unwrap();
        let stars = all
            .iter()
            .find(|l| l.words.contains("gold") && l.words.contains("green"))
            .unwrap();
        let off = (winner.rect.center().x - stars.rect.center().x).abs();
        assert!(
            off <= 2.0,
            "{what}: the stars are {off} px off the name's centre"
        );
        // The two earlier prizes, at least half as large again as the promised size.
        let earlier: Vec<&Shown> = order[..2]
            .iter()
            .map(|&i| {
                let title = &desk.star().unwrap().prize_titles()[i];
                all.iter()
                    .find(|l| l.words.starts_with(&format!("{title}: ")))
                    .unwrap()
            })
            .collect();
        for l in earlier {
            let drawn = text_size(&h.ctx, l.rect.height());
            assert!(
                drawn >= size[1] * SMALLEST_TEXT * 1.5,
                "{what}: {:?} at {drawn}",
                l.words
            );
        }
    }
}

#[test]
fn the_round_counts_the_evenings_own_end_and_says_which_trays_are_played() {
    let desk = desk_of(thirty_tables());
    for size in SIZES {
        shoot(&desk, state_of(DisplayMode::Round), size, "dup-round");
        shoot(&desk, state_of(DisplayMode::Seats), size, "dup-seats");
        let h = harness(&desk, state_of(DisplayMode::Round), size);
        // Set to end after 6 rounds of Foster's 60: round 6 of 6.
        h.get_by_label("Round 6 of 6");
        h.get_by_label("2 of the 4 trays at each table this round (Foster's rule)");
        let wrong = faults(&h.ctx, &labels(&h), size, "round");
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}

#[test]
fn prizes_shown_before_the_evening_is_over_say_so_far() {
    let desk = desk_of(two_hundred());
    assert_eq!(desk.state().phase(), Phase::Playing);
    let order = ceremony_order(desk.star().unwrap().prizes.as_slice());
    let mut state = state_of(DisplayMode::Ceremony);
    let h = harness(&desk, state.clone(), [1920.0, 1080.0]);
    h.get_by_label("So far, after round 5: the evening is not over.");
    state.revealed = order.iter().take(2).copied().collect();
    shoot(&desk, state.clone(), [1920.0, 1080.0], "ceremony-so-far");
    let h = harness(&desk, state.clone(), [1920.0, 1080.0]);
    // The card up, and the one before it.
    h.get_by_label("So far, after round 5: the evening is not over.");
    let first = &desk.star().unwrap().prize_titles()[order[0]];
    h.get_by_label_contains(&format!("{first} (so far): "));
    // A duplicate evening's ceremony mid-evening names nobody (R-DUP-13): how many trays
    // are in, and when the standings come.
    let dup = desk_of(thirty_tables());
    let mut state = state_of(DisplayMode::Ceremony);
    state.revealed = vec![0];
    let h = harness(&dup, state, [1280.0, 720.0]);
    h.get_by_label("The standings come after the last round");
    h.get_by_label_contains("trays in");
    assert!(h.query_by_label_contains("leaders").is_none());
}

#[test]
fn an_evening_ended_early_says_after_which_round() {
    let mut party = seated(2, stars_evening(8));
    for _ in 0..2 {
        crate::common::play(&mut party, &[(14, 6), (6, 14)]);
    }
    apply(&mut party, Action::StartRound);
    report_all(&mut party, &[(14, 6), (6, 14)]);
    apply(
        &mut party,
        Action::RingBell {
            override_missing: false,
            cuts: Vec::new(),
            last: true,
        },
    );
    assert_eq!(party.state().phase(), Phase::Finished);
    let desk = desk_of(party);
    let h = harness(&desk, state_of(DisplayMode::Round), [1280.0, 720.0]);
    h.get_by_label("The evening ended after round 3.");
    assert!(h.query_by_label_contains("of 8").is_none());
}

#[test]
fn the_display_has_a_light_look_of_its_own() {
    let desk = desk_of(thirty_tables());
    let state = DisplayState {
        look: DisplayLook::Light,
        ..state_of(DisplayMode::Standings)
    };
    for size in SIZES {
        shoot(&desk, state.clone(), size, "dup-standings-light");
    }
    let mut h = Harness::builder()
        .with_size([640.0, 360.0])
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .wgpu()
        .build_ui(|ui| guest_display_ui(ui, &desk, &state, None, at(0)));
    h.run_steps(2);
    let image = h.render().unwrap();
    let ground = inks(DisplayLook::Light).ground;
    let paper = image
        .pixels()
        .filter(|p| p.0[..3] == [ground.r(), ground.g(), ground.b()])
        .count();
    assert!(
        paper * 2 > image.pixels().count(),
        "{paper} pixels of paper"
    );
}

/// Issue 32: the host's preview cut seat names the display showed whole. It is laid out
/// at the display's own size and scaled, so a name whole there is whole here.
#[test]
fn the_hosts_preview_cuts_no_name_the_display_shows_whole() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let party = simulate_duplicate(&DuplicateOptions {
        seed: 32,
        pairs: 14,
        trays_per_table: 2,
        rounds: Some(3),
        open_round: true,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let desk = desk_of(party.clone());
    let path = saves.path().join("fourteen.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Fourteen", party).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    // The display itself, at its first size: every seat name whole.
    let size = [1280.0, 720.0];
    let mut h = harness(&desk, state_of(DisplayMode::Seats), size);
    let display = pages_of(&mut h, size, 1, "seats").remove(0);
    let names: Vec<String> = desk
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    let whole: Vec<&Shown> = display
        .iter()
        .filter(|l| names.contains(&l.words))
        .collect();
    assert_eq!(whole.len(), names.len());
    assert!(whole.iter().all(|l| !is_cut(&h.ctx, l)));
    // The host's Display screen at 1366×768.
    let mut app = crate::support::ui::harness(saves.path(), &clock, Some(path));
    app.run_steps(3);
    app.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num7);
    app.run_steps(3);
    let preview: Vec<Shown> = labels(&app)
        .into_iter()
        .filter(|l| names.contains(&l.words))
        .collect();
    assert_eq!(preview.len(), names.len(), "every name in the preview");
    for l in &preview {
        assert!(
            !is_cut(&app.ctx, l),
            "{:?} cut in the preview ({:?})",
            l.words,
            l.rect
        );
    }
}

/// Issue 44: the window's display at 1280×720 with a 45-guest star evening and a 16-pair
/// duplicate evening whose North–South winners have very long names: on every page of
/// "Find your seat" and of the standings every everyday row is shown whole (no name
/// elided), nothing off the screen or over anything else; and on the Display screen,
/// "Reveal the next winners" twice puts both directions' winning pairs on the display,
/// whole, with their scores.
#[test]
fn at_1280_by_720_the_window_elides_no_everyday_name_and_shows_both_winners() {
    use crate::support::evenings::{everyday_rows, forty_five_guests, long_pair_duplicate};
    let size = [1280.0, 720.0];
    for party in [forty_five_guests(), long_pair_duplicate()] {
        let (guests, rows) = everyday_rows(&party);
        let desk = desk_of(party);
        for (mode, names) in [
            (DisplayMode::Seats, &guests),
            (DisplayMode::Standings, &rows),
        ] {
            let mut h = harness(&desk, state_of(mode), size);
            let what = format!("{mode:?}");
            let pages = pages_of(&mut h, size, 4, &what);
            for name in names {
                let shown: Vec<&Shown> = pages
                    .iter()
                    .flatten()
                    .filter(|l| l.words == *name)
                    .collect();
                assert!(!shown.is_empty(), "{what}: {name} never shown whole");
                assert!(
                    shown.iter().all(|l| !is_cut(&h.ctx, l)),
                    "{what}: {name} cut"
                );
            }
        }
    }
    // The host reveals the winners on the Display screen.
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let path = saves.path().join("long-pair.ron");
    crate::support::evenings::saved(long_pair_duplicate(), &path);
    let mut app = crate::support::ui::harness(saves.path(), &clock, Some(path));
    app.run_steps(3);
    app.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num7);
    app.run_steps(3);
    crate::support::ui::click(&mut app, "Reveal the next winners");
    crate::support::ui::click(&mut app, "Reveal the next winners");
    let state = app.state().display().clone();
    assert_eq!(state.revealed, vec![0, 1]);
    let desk = app.state().desk().unwrap();
    let dup = desk.duplicate().unwrap();
    let mut h = harness(desk, state.clone(), size);
    let shown = pages_of(&mut h, size, 2, "ceremony").concat();
    for (group, pairs) in &dup.standings.winners {
        let pair = cinch_party::rules::duplicate::PairId::new(*group, pairs[0]);
        for words in [dup.names(pair).to_owned(), dup.score_words(pair)] {
            assert!(
                shown.iter().any(|l| l.words == words),
                "{words} not on the display: {:?}",
                shown.iter().map(|l| &l.words).collect::<Vec<_>>()
            );
        }
    }
}
