//! The two evenings the guest display is tried with (issue 44): a duplicate evening of 16
//! pairs whose North–South winners have very long names, and a star evening of 45 guests
//! with everyday names, some of them long.

use cinch_party::rules::duplicate::{PairGroup, PairId};
use cinch_party::rules::{Action, Party, Side};
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::simulate::names::NamedGuest;
use cinch_party::simulate::{Options, simulate};

/// The long pair's two players (each over 24 characters: not an everyday name).
pub const LONG_PAIR: [&str; 2] = [
    "Maximiliana Theodora Fitzgerald-Wolstenholme",
    "Bartholomew Alexander Montgomery-Featherstonehaugh",
];

/// An everyday name is at most this many characters (issue 44).
pub const EVERYDAY: usize = 24;

/// 16 pairs of duplicate, the whole movement played (seed 9, as the rehearsal),
/// the North–South winners renamed to [`LONG_PAIR`].
pub fn long_pair_duplicate() -> Party {
    let mut party = simulate_duplicate(&DuplicateOptions {
        seed: 9,
        pairs: 16,
        ..DuplicateOptions::default()
    })
    .unwrap();
    for (guest, name) in winning_players(&party, PairGroup::NorthSouth)
        .iter()
        .zip(LONG_PAIR)
    {
        party
            .apply(
                Action::RenameGuest {
                    guest: *guest,
                    name: name.to_owned(),
                },
                crate::common::at(100_000),
            )
            .unwrap();
    }
    party
}

/// The two players of the first winning pair of `group` in a duplicate evening.
pub fn winning_players(party: &Party, group: PairGroup) -> Vec<cinch_party::rules::GuestId> {
    let evening = cinch_party::transcript::evening::Evening::of(party, 0);
    let dup = evening.duplicate().unwrap();
    let (_, winners) = dup
        .standings
        .winners
        .iter()
        .find(|(d, _)| *d == group)
        .unwrap();
    dup.players(PairId::new(group, winners[0]))
        .unwrap()
        .to_vec()
}

/// Forty-five names as at a real party: 34 short, ten long everyday names (up to 24
/// characters) and one very long one, which is not an everyday name.
pub const FORTY_FIVE: [(&str, Side); 45] = [
    (
        "Wilhelmina Fotheringay-Smythe of Little Snoring",
        Side::Lady,
    ),
    ("Dorothy Fairweather", Side::Lady),
    ("Philippa Greenhalgh", Side::Lady),
    ("Constance Hetherington", Side::Lady),
    ("Evangeline Thistlewood", Side::Lady),
    ("Katherine Wolstenholme", Side::Lady),
    ("Margaret Abernathy-Cole", Side::Lady),
    ("Lawrence McAllister", Side::Gentleman),
    ("Bartholomew Winterbottom", Side::Gentleman),
    ("Nathaniel Higginbotham", Side::Gentleman),
    ("Frederick Ashworth-Hale", Side::Gentleman),
    ("Henry Hughes", Side::Gentleman),
    ("Peggy Pearson", Side::Lady),
    ("Quinn Quigley", Side::Gentleman),
    ("Yvonne Young", Side::Lady),
    ("Zach Zimmerman", Side::Gentleman),
    ("Alice Adams", Side::Lady),
    ("Brian Baker", Side::Gentleman),
    ("Carol Clark", Side::Lady),
    ("David Davis", Side::Gentleman),
    ("Emily Evans", Side::Lady),
    ("Frank Foster", Side::Gentleman),
    ("Gina Green", Side::Lady),
    ("Harold Harris", Side::Gentleman),
    ("Ivy Irwin", Side::Lady),
    ("James Jones", Side::Gentleman),
    ("Karen Kelly", Side::Lady),
    ("Liam Lewis", Side::Gentleman),
    ("Mona Moore", Side::Lady),
    ("Nora Nash", Side::Gentleman),
    ("Oscar Owens", Side::Lady),
    ("Paula Parker", Side::Gentleman),
    ("Ralph Reed", Side::Lady),
    ("Sarah Scott", Side::Gentleman),
    ("Terry Turner", Side::Lady),
    ("Uma Usher", Side::Gentleman),
    ("Vince Vance", Side::Lady),
    ("Wendy Walker", Side::Gentleman),
    ("Xena Xu", Side::Lady),
    ("Yuri York", Side::Gentleman),
    ("Zelda Zane", Side::Lady),
    ("Abe Abbott", Side::Gentleman),
    ("Bella Brooks", Side::Lady),
    ("Cody Cole", Side::Gentleman),
    ("Dora Dunn", Side::Gentleman),
];

/// A star evening of 45 guests (23 ladies, 22 gentlemen: one waits), six rounds played,
/// with [`FORTY_FIVE`]'s names.
pub fn forty_five_guests() -> Party {
    let names = FORTY_FIVE
        .iter()
        .map(|(name, side)| NamedGuest {
            name: (*name).to_owned(),
            side: Some(*side),
            address: None,
        })
        .collect();
    simulate(&Options {
        seed: 44,
        ladies: 23,
        gentlemen: 22,
        rounds: 6,
        names,
        ..Options::default()
    })
    .unwrap()
}

/// `party` saved at `path`, for the window to open.
pub fn saved(party: Party, path: &std::path::Path) {
    let mut file = cinch_party::store::PartyFile::adopt(path, "Evening", party).unwrap();
    assert_eq!(
        file.save_now(crate::common::at(0)),
        cinch_party::store::Saved::Yes
    );
}

/// The rows of `party`'s display that are everyday ones, as they read: each guest's name
/// of 24 characters or fewer (Find your seat), and each row of the standings whose names
/// are all such (a guest's, or a pair's two).
pub fn everyday_rows(party: &Party) -> (Vec<String>, Vec<String>) {
    let state = party.state();
    let everyday = |name: &str| name.chars().count() <= EVERYDAY;
    let guests: Vec<String> = state
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .filter(|n| everyday(n))
        .collect();
    let derived = cinch_party::transcript::evening::Evening::of(party, 0);
    let Some(dup) = derived.duplicate() else {
        let names = derived
            .star()
            .map(|s| s.standings.clone())
            .unwrap_or_default()
            .iter()
            .flat_map(|g| g.rows.iter().map(|r| r.name.clone()))
            .filter(|n| everyday(n))
            .collect();
        return (guests, names);
    };
    let pairs = dup
        .standings
        .pairs
        .iter()
        .filter(|p| {
            dup.players(p.id())
                .is_some_and(|players| players.iter().all(|g| everyday(state.name(*g))))
        })
        .map(|p| dup.names(p.id()).to_owned())
        .collect();
    (guests, pairs)
}
