//! The draw's cards in the language spoken (issue 51; found in a host's trial): a card's
//! face as its corner shows it ("D♠" is the German Dame, "boleto 14♣" a Spanish ticket),
//! and a card as a host types it in their language (`7P` is the German and Spanish 7 of
//! Pik and Picas, `DK` the German Dame of Kreuz). The rules read the English forms
//! (`7S`, `QC`, `ticket 14♠`); these words turn the language's into them. The English
//! forms and the suits' symbols are read in every language too.

use crate::rules::{BlackSuit, DrawCard, RuleError};

use super::msg;

/// The suit as the catalogues select on it.
fn suit_code(suit: BlackSuit) -> &'static str {
    match suit {
        BlackSuit::Spades => "spades",
        BlackSuit::Clubs => "clubs",
    }
}

/// A rank as a card's corner shows it: "A", "10", "K" (the German "B", "D").
pub fn rank_letter(rank: u32) -> String {
    msg::card_rank_letter(rank)
}

/// A card's face as a host reads it out: "A♠", "10♣", "D♠", "ticket 14♣".
pub fn card_face(card: &DrawCard) -> String {
    let symbol = card.suit.symbol();
    if card.table > 13 {
        format!("{} {}{symbol}", msg::card_ticket_word(), card.table)
    } else {
        format!("{}{symbol}", rank_letter(card.table))
    }
}

/// A cut card's face (any suit, Ace high): "A♥", "10♠", the German "D♦".
pub fn cut_face(card: &crate::rules::Card) -> String {
    let rank = if card.rank == 14 {
        1
    } else {
        u32::from(card.rank)
    };
    format!("{}{}", rank_letter(rank), card.suit.symbol())
}

/// A card typed in the language's letters, as the rules read it: "7p" → "7s",
/// "dk" → "qc" in German; `None` when it is not one (the English forms are read as they are).
fn in_rules_letters(typed: &str) -> Option<String> {
    let lower = typed.trim().to_lowercase();
    let ticket = msg::card_ticket_word().to_lowercase();
    let compact: String = lower.replace(&ticket, " ").split_whitespace().collect();
    let suits = [BlackSuit::Spades, BlackSuit::Clubs];
    let (rank, suit) = suits.iter().find_map(|&suit| {
        let english = if suit == BlackSuit::Spades { 's' } else { 'c' };
        let letter = msg::card_suit_letter(suit_code(suit)).to_lowercase();
        compact
            .strip_suffix(letter.as_str())
            .or_else(|| compact.strip_suffix(suit.symbol()))
            .map(|rank| (rank.to_owned(), english))
    })?;
    let rank = [(1, "a"), (11, "j"), (12, "q"), (13, "k")]
        .into_iter()
        .find(|(r, _)| rank_letter(*r).to_lowercase() == rank)
        .map_or(rank, |(_, english)| english.to_owned());
    Some(format!("{rank}{suit}"))
}

/// A card of the draw as the host typed it (R-DRAW-4, R-DRAW-5), in the language's
/// letters or the English ones; the refusal is the English reading's.
pub fn read_card(typed: &str, back: crate::rules::Back) -> Result<DrawCard, RuleError> {
    in_rules_letters(typed)
        .and_then(|english| DrawCard::parse(&english, back).ok())
        .map_or_else(|| DrawCard::parse(typed, back), Ok)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Back;
    use crate::words::{Lang, speaking};

    #[test]
    fn every_face_shown_is_read_back_in_each_language() {
        for lang in Lang::all() {
            speaking(lang, || {
                for table in 1..=20 {
                    for suit in [BlackSuit::Spades, BlackSuit::Clubs] {
                        let card = DrawCard {
                            table,
                            suit,
                            back: Back::Red,
                        };
                        let face = card_face(&card);
                        assert_eq!(read_card(&face, Back::Red), Ok(card), "{face}");
                    }
                }
            });
        }
    }

    #[test]
    fn the_languages_letters_are_read() {
        let de = Lang::from_tag("de").unwrap();
        let es = Lang::from_tag("es").unwrap();
        let card = |typed: &str| read_card(typed, Back::Blue).map(|c| (c.table, c.suit));
        speaking(de, || {
            assert_eq!(card("7P"), Ok((7, BlackSuit::Spades)));
            assert_eq!(card("dk"), Ok((12, BlackSuit::Clubs)));
            assert_eq!(card("KK"), Ok((13, BlackSuit::Clubs)));
            assert_eq!(card("B♠"), Ok((11, BlackSuit::Spades)));
            assert_eq!(card("Los 14P"), Ok((14, BlackSuit::Spades)));
            // The English forms still.
            assert_eq!(card("QS"), Ok((12, BlackSuit::Spades)));
            assert_eq!(card("7S"), Ok((7, BlackSuit::Spades)));
        });
        speaking(es, || {
            assert_eq!(card("10T"), Ok((10, BlackSuit::Clubs)));
            assert_eq!(card("boleto 15♣"), Ok((15, BlackSuit::Clubs)));
            assert_eq!(card("AC"), Ok((1, BlackSuit::Clubs)));
        });
    }
}
