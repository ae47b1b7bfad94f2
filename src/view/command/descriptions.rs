//! What each command does, in the host's words, for its tooltip and the Rules screen.

use super::UiCommand;
use crate::view::Screen;

impl UiCommand {
    /// What it does, for its tooltip (without the shortcut; see `tooltip`).
    pub fn description(self) -> &'static str {
        match self {
            UiCommand::Show(screen) => match screen {
                Screen::Party => "New party, open a party, the settings",
                Screen::Guests => "The guest list: arrivals, names, sides",
                Screen::Draw => "The black cards and the table plan",
                Screen::Round => "The tables of the round: enter the results",
                Screen::Standings => "Stars per guest, and every round's results",
                Screen::Prizes => "The prizes as they stand, with their tie-breaks",
                Screen::Display => "The guest display and the prize ceremony",
                Screen::Print => {
                    "Table cards, score pads, star cards, the tally and the results as PDF; \
                     exports for a spreadsheet"
                }
                Screen::Phones => {
                    "Phones at the tables: each table's link and QR code, results waiting \
                     for your OK"
                }
                Screen::Rules => "How this program plays, the laws of Cinch, and the keys",
                Screen::Season => {
                    "The club's season: the members, and the ladders across its evenings"
                }
            },
            UiCommand::Undo => {
                "Take back the party's last action (on the Season screen: the season's or the \
                 members' last change)"
            }
            UiCommand::Redo => "Put back what was taken back (the party's, or the season's)",
            UiCommand::RingBell => "Everyone moves (only when every table has reported)",
            UiCommand::RingAnyway => {
                "Ring before every table has reported: asks first, then cuts for the missing ones"
            }
            UiCommand::StartRound => {
                "Start the round and its clock, once the guests are at their tables"
            }
            UiCommand::PauseClock => "Stop the round clock, or start it again",
            UiCommand::FrameTimes => "Show how long each frame of the window takes to draw",
            UiCommand::DoorLetIn => "Let in the first guest who checked in at the door",
            UiCommand::DoorLetAllIn => "Let in everyone who checked in at the door",
            UiCommand::DoorTurnAway => "Turn away the first guest waiting at the door",
            UiCommand::AnswerCall => {
                "A table called the host: answer the first call, and its phone says you are on \
                 the way"
            }
            UiCommand::ArriveLate => "A guest arrives late: they join the waiting list",
            UiCommand::FindGuest => "A guest's evening: every round, every star, and the prizes",
            UiCommand::CorrectPast => {
                "Type the round and the table (2 3), Enter, then the two scores as on the \
                 Round screen"
            }
            UiCommand::OpenDialog => "Choose a party file anywhere, in the computer's own dialog",
            UiCommand::GuestDisplayWindow => {
                "The guest display's window for the TV or projector, opened or closed from any \
                 screen"
            }
            UiCommand::SaveCopyDialog => {
                "A copy of the party's file where you choose (a USB stick, another folder)"
            }
            UiCommand::DrawForEveryone => {
                "Draw screen: the program shuffles and deals every guest a black card"
            }
            UiCommand::SeatTables => "Draw screen: seat the tables by the cards drawn",
            UiCommand::PairsNext => {
                "Pairs screen: add the pairs typed in the box; with none typed, start the evening"
            }
            UiCommand::EndWithThisBell => {
                "Round screen: the next bell ends the evening (press again to carry on)"
            }
            UiCommand::RevealNextPrize => {
                "Display screen: put the next prize on the guest display (while no box has \
                 the keys)"
            }
            UiCommand::PreviewZoomIn => "Print screen: zoom the page in",
            UiCommand::PreviewZoomOut => "Print screen: zoom the page out",
            UiCommand::PreviewFit => "Print screen: fit the whole page in view",
            other => other.screen_key_description(),
        }
    }

    /// What a screen's own key does (those added with the one keyboard, issue 42).
    pub(super) fn screen_key_description(self) -> &'static str {
        match self {
            UiCommand::PreviewNextPage => "Print screen: the preview's next page",
            UiCommand::PreviewPreviousPage => "Print screen: the preview's page before",
            UiCommand::PreviewFirstPage => "Print screen: the preview's first page",
            UiCommand::PreviewLastPage => "Print screen: the preview's last page",
            UiCommand::CutPrize => "Prizes screen: a tie waiting for its cut: the program cuts",
            UiCommand::CutPrizeWonBy => {
                "Prizes screen: a tie waiting for its cut: the guest of that number (as \
                 listed) won a real cut"
            }
            UiCommand::TakeProposal => "After a bell: the chairs to settle as the program proposes",
            UiCommand::GuestRename => "Guests screen, a guest picked (↓): rename them",
            UiCommand::GuestSide => {
                "Guests screen, a guest picked: the other side (before the draw)"
            }
            UiCommand::GuestRemove => {
                "Guests screen, a guest picked: take them off the list (before the draw; asks first)"
            }
            UiCommand::GuestLeaves => {
                "Guests screen, a guest picked: they leave at the next bell (asks first)"
            }
            UiCommand::GuestOutOfPrizes => {
                "Guests screen, a guest picked who leaves: out of the prizes (asks first)"
            }
            UiCommand::GuestSwap => {
                "Guests screen, a guest picked: swap chairs, then pick the other guest (S)"
            }
            UiCommand::SeasonPick => "Season screen: pick a season (↑ ↓, Enter)",
            UiCommand::SeasonAddEvening => {
                "Season screen: add a finished party, newest first (↑ ↓, Enter)"
            }
            UiCommand::SeasonLadder => "Season screen: the ladder; Enter shows a member's season",
            UiCommand::SeasonMembers => "Season screen: the member list",
            UiCommand::SeasonNames => "Season screen: the names that match no member",
            UiCommand::MemberRename => "Season screen, a member picked: rename them",
            UiCommand::MemberSide => {
                "Season screen, a member picked: the side they usually play (lady, gentleman, not said)"
            }
            UiCommand::MemberRemove => "Season screen, a member picked: off the list",
            UiCommand::JoinToClosest => {
                "Season screen, a name picked: it is the member offered with that number (1 to 3)"
            }
            UiCommand::NewMember => "Season screen, a name picked: make it a member",
            UiCommand::PrintNow => {
                "Print screen: send the document chosen straight to the printer chosen"
            }
            UiCommand::MailEvenings => {
                "Print screen, the evening over: mail each guest who asked for it their own evening"
            }
            _ => "",
        }
    }
}
