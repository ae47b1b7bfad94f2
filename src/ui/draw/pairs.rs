//! The Pairs screen of a Duplicate Cinch party (R-DUP-1), in place of the draw: pairs
//! typed or pasted a line each ("Ann & Bob"), or made from the guests already listed;
//! North–South or East–West, balanced, a pair's direction swapped on request; the plan
//! of the evening in plain words; and the start. Once play has started, where every pair
//! sits this round.

use crate::rules::DupRefusal;
use egui::RichText;

use crate::rules::duplicate::PairId;
use crate::rules::{Action, PairSide, Phase};
use crate::ui::widgets;
use crate::view::duplicate::{DupView, swap_direction};
use crate::view::{Command, Desk, UiCommand};
use crate::words::{self, msg};

/// What the Pairs screen keeps between frames.
#[derive(Default)]
pub struct PairsScreen {
    typed: String,
    arrival: widgets::Arrival,
    /// The club's members offered for the name being typed (R-SEASON-1).
    suggest: crate::ui::member_suggest::Suggest,
}

/// The Pairs screen.
pub fn pairs_ui(
    ui: &mut egui::Ui,
    (desk, dup): (&Desk, &DupView),
    members: &crate::season::MemberList,
    screen: &mut PairsScreen,
    out: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical().show(ui, |ui| match desk.state().phase() {
        Phase::Setup => setup_ui(ui, (desk, members), dup, screen, out),
        Phase::Playing | Phase::Finished => {
            widgets::scroll_by_keys(ui);
            seating_ui(ui, desk, dup);
        }
    });
}

fn setup_ui(
    ui: &mut egui::Ui,
    (desk, members): (&Desk, &crate::season::MemberList),
    dup: &DupView,
    screen: &mut PairsScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let pairs = &dup.listed;
    ui.heading(msg::tab_pairs());
    ui.label(msg::draw_pairs_explain());
    let count = u32::try_from(pairs.len()).unwrap_or(0);
    // Ctrl+Enter: the pairs typed go in; with none typed, the evening starts (as a round
    // starts on the Round screen).
    let next = crate::ui::keys::pressed(ui.ctx(), UiCommand::PairsNext);
    let typed = !screen.typed.trim().is_empty();
    // R-DUP-1 (revised): four pairs at least; the refusal's own words say why.
    let enough = pairs.len() >= crate::rules::duplicate::MIN_PAIRS;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                enough,
                egui::Button::new(RichText::new(msg::draw_start_evening()).strong()),
            )
            .on_hover_text(msg::draw_start_tip())
            .clicked()
            || (next && !typed && enough)
        {
            out.push(Command::StartDuplicate);
        }
        ui.label(
            RichText::new(if enough {
                words::duplicate_plan(&dup.movement, count)
            } else {
                words::dup_refusal(&DupRefusal::TooFewPairs { count: pairs.len() })
            })
            .strong(),
        );
    });
    if state.settings.duplicate().is_some_and(|d| d.deal_trays) && enough {
        ui.horizontal_wrapped(|ui| {
            if dup.hands_seed.is_none() {
                if ui
                    .button(msg::draw_deal_trays())
                    .on_hover_text(msg::draw_deal_trays_tip())
                    .clicked()
                {
                    out.push(Command::DealTrays);
                }
                let print = UiCommand::Show(crate::view::Screen::Print).key_words(ui.ctx());
                ui.label(msg::draw_deal_to_print(print));
            } else {
                let print = UiCommand::Show(crate::view::Screen::Print).key_words(ui.ctx());
                ui.label(msg::draw_trays_dealt(print));
            }
        });
    }
    ui.add_space(6.0);
    typed_pairs_ui(ui, (desk, dup, members), screen, next, out);
    ui.add_space(8.0);
    pair_list_ui(ui, dup, out);
}

/// The pairs typed or pasted a line each, with the members offered as a name is typed,
/// and the guests not in a pair paired in list order.
fn typed_pairs_ui(
    ui: &mut egui::Ui,
    (desk, dup, members): (&Desk, &DupView, &crate::season::MemberList),
    screen: &mut PairsScreen,
    next: bool,
    out: &mut Vec<Command>,
) {
    let focus = screen.arrival.just_shown(ui.ctx());
    let id = egui::Id::unique("pairs_paste");
    if focus {
        ui.memory_mut(|m| m.request_focus(id));
    }
    ui.label(msg::draw_type_pairs(
        UiCommand::PairsNext.key_words(ui.ctx()),
    ));
    let offered = offer_members(ui, (desk, dup), members, screen, id);
    let response = ui.add(
        egui::TextEdit::multiline(&mut screen.typed)
            .id(id)
            .desired_rows(4)
            .desired_width(560.0)
            .hint_text(msg::draw_pairs_example()),
    );
    let response = response.accessible_name(msg::draw_pairs_box());
    widgets::note_typing(ui.ctx(), &response, !screen.typed.is_empty());
    if let Some(member) = crate::ui::member_suggest::offer_ui(ui, &offered, screen.suggest.picked) {
        take_member(ui.ctx(), screen, id, &member.name);
    }
    ui.horizontal(|ui| {
        if (ui.button(msg::draw_add_pairs()).clicked() || next) && !screen.typed.trim().is_empty() {
            out.push(Command::AddPairs {
                text: std::mem::take(&mut screen.typed),
            });
        }
        let unpaired = unpaired_guests(desk, dup);
        if unpaired.len() >= 2 && ui.button(msg::draw_pair_unpaired(unpaired.len())).clicked() {
            let text = unpaired
                .chunks_exact(2)
                .filter_map(|two| match two {
                    [a, b] => Some(words::pair_names(a, b)),
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join("\n");
            out.push(Command::AddPairs { text });
        }
    });
}

/// The name being typed: what follows the last line break or `&`.
fn fragment(typed: &str) -> &str {
    let line = typed.rsplit('\n').next().unwrap_or(typed);
    line.rsplit('&').next().unwrap_or(line).trim_start()
}

/// The members offered for the name being typed, before the box is drawn: ↓ ↑ pick
/// among them and Enter takes the one picked (the box never sees those keys). Members
/// already in a pair or typed here are not offered.
fn offer_members<'a>(
    ui: &mut egui::Ui,
    (desk, dup): (&Desk, &DupView),
    members: &'a crate::season::MemberList,
    screen: &mut PairsScreen,
    id: egui::Id,
) -> Vec<&'a crate::season::Member> {
    use crate::season::members::member_key;
    let state = desk.state();
    let mut taken: Vec<String> = dup
        .pair_list()
        .flat_map(|(_, players)| players)
        .map(|g| member_key(state.name(g)))
        .collect();
    taken.extend(screen.typed.split(['\n', '&']).map(member_key));
    let typed = fragment(&screen.typed).to_owned();
    let offered = screen.suggest.offer(members, &typed, |n| {
        taken.contains(&member_key(n)) && member_key(n) != member_key(&typed)
    });
    if ui.memory(|m| m.has_focus(id)) && !typed.is_empty() {
        screen.suggest.keys(ui, offered.len());
        let picked = screen
            .suggest
            .picked
            .and_then(|p| offered.get(p))
            .map(|m| m.name.clone());
        if let Some(name) = picked
            && crate::ui::keys::enter(ui.ctx())
        {
            take_member(ui.ctx(), screen, id, &name);
        }
    }
    offered
}

/// Puts a member's name in place of the name being typed, the cursor after it.
fn take_member(ctx: &egui::Context, screen: &mut PairsScreen, id: egui::Id, name: &str) {
    let keep = screen.typed.len() - fragment(&screen.typed).len();
    screen.typed.truncate(keep);
    screen.typed.push_str(name);
    screen.suggest.clear();
    let mut state = egui::TextEdit::load_state(ctx, id).unwrap_or_default();
    let end = egui::text::CCursor::new(screen.typed.chars().count());
    state
        .cursor
        .set_char_range(Some(egui::text::CCursorRange::one(end)));
    state.store(ctx, id);
    ctx.memory_mut(|m| m.request_focus(id));
}

/// Every pair by direction, with its direction swapped or the pair taken apart on request.
fn pair_list_ui(ui: &mut egui::Ui, dup: &DupView, out: &mut Vec<Command>) {
    let pairs = &dup.listed;
    ui.columns(2, |columns| {
        for (ui, direction) in columns
            .iter_mut()
            .zip([PairSide::NorthSouth, PairSide::EastWest])
        {
            ui.heading(crate::words::side(direction));
            let mut number = 0;
            for (index, _) in pairs
                .iter()
                .enumerate()
                .filter(|(_, p)| p.direction == direction)
            {
                number += 1;
                // The Howell numbers the pairs in the order they were made (R-DUP-12).
                let id = match dup.movement.kind {
                    crate::rules::duplicate::MovementKind::Howell => {
                        PairId::howell(index as u32 + 1)
                    }
                    _ => PairId::new(direction.into(), number),
                };
                let tag = words::pair_tag(id);
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(&tag).strong());
                    ui.label(dup.names(id));
                    let to = direction.other();
                    if ui
                        .small_button("⇄")
                        .on_hover_text(msg::draw_move_pair_tip(crate::words::side(to)))
                        .accessible_name(
                            msg::DrawMovePairName {
                                tag: tag.as_str(),
                                side: crate::words::side(to),
                            }
                            .say(),
                        )
                        .clicked()
                    {
                        out.push(Command::Apply(Action::SetPairs {
                            pairs: swap_direction(pairs, index),
                        }));
                    }
                    if ui
                        .small_button(msg::draw_take_apart())
                        .accessible_name(msg::draw_take_apart_name(tag.as_str()))
                        .clicked()
                    {
                        let mut rest = pairs.to_vec();
                        rest.remove(index);
                        out.push(Command::Apply(Action::SetPairs { pairs: rest }));
                    }
                });
            }
        }
    });
}

/// Guests on the list who are in no pair, in list order.
fn unpaired_guests(desk: &Desk, dup: &DupView) -> Vec<String> {
    let state = desk.state();
    let paired: Vec<_> = dup.pair_list().flat_map(|(_, players)| players).collect();
    state
        .guests()
        .iter()
        .filter(|g| !g.removed && !paired.contains(&g.id))
        .map(|g| g.name.clone())
        .collect()
}

/// Where every pair sits this round, table by table.
fn seating_ui(ui: &mut egui::Ui, desk: &Desk, dup: &DupView) {
    let Some(round) = desk.state().round_number() else {
        return;
    };
    let m = &dup.movement;
    ui.heading(msg::draw_who_sits(round));
    egui::Grid::new("dup_seating")
        .striped(true)
        .num_columns(4)
        .spacing([18.0, 6.0])
        .show(ui, |ui| {
            for head in [
                msg::draw_col_table(),
                words::side(PairSide::NorthSouth),
                words::side(PairSide::EastWest),
                msg::draw_col_trays(),
            ] {
                ui.label(RichText::new(head).strong());
            }
            ui.end_row();
            for table in 1..=m.tables {
                let guide = m.guide(round, table);
                ui.label(table.to_string());
                ui.label(dup.pair_label(guide.ns_pair));
                ui.label(match guide.ew_pair {
                    Some(pair) => dup.pair_label(pair),
                    None => msg::draw_sits_out(),
                });
                let trays: Vec<String> = guide.trays.iter().map(u32::to_string).collect();
                ui.label(words::and_list(&trays));
                ui.end_row();
            }
        });
}

/// The Guests screen of a Duplicate Cinch party: everyone with their pair, in the
/// evening's own words (no sides, no waiting list: partners are fixed, R-DUP-1); pairs
/// are made on the Pairs screen.
pub fn dup_guests_ui(ui: &mut egui::Ui, (desk, dup): (&Desk, &DupView), out: &mut Vec<Command>) {
    let state = desk.state();
    ui.heading(msg::draw_guests());
    ui.label(words::duplicate_latecomer(state.phase()));
    let pairs = UiCommand::Show(crate::view::Screen::Draw);
    if ui
        .button(msg::draw_pairs_screen(pairs.key_words(ui.ctx())))
        .clicked()
    {
        out.push(pairs.into());
    }
    ui.add_space(8.0);
    let mut rows: Vec<(String, String)> = state
        .guests()
        .iter()
        .filter(|g| !g.removed)
        .map(|g| {
            let pair = dup
                .pair_of(g.id)
                .map(|id| {
                    let partner = dup
                        .players(id)
                        .and_then(|players| players.into_iter().find(|&o| o != g.id));
                    msg::DrawWith {
                        tag: words::pair_tag(id),
                        partner: partner.map_or("", |o| state.name(o)),
                    }
                    .say()
                })
                .unwrap_or_else(msg::draw_not_paired);
            (g.name.clone(), pair)
        })
        .collect();
    crate::words::sort_by_name(&mut rows, |(name, _)| name);
    egui::ScrollArea::vertical()
        .id_salt("dup_guests")
        .show(ui, |ui| {
            widgets::scroll_by_keys(ui);
            egui::Grid::new("dup_guests_grid")
                .striped(true)
                .num_columns(2)
                .spacing([24.0, 4.0])
                .show(ui, |ui| {
                    for (name, pair) in rows {
                        ui.label(name);
                        ui.label(pair);
                        ui.end_row();
                    }
                });
        });
}
