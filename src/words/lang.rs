//! Which language the program speaks (issue 51): the catalogues' languages (one folder of
//! `assets/i18n` each, English first), and a pseudo-language, `en-XA`, that is English
//! with every letter accented and every message bracketed ⟦…⟧, so that a word the code
//! writes itself shows at once.
//!
//! The language is ambient, like a C program's locale: the command line sets the
//! program's, the window sets its own for each frame and the party's for the guest
//! display, each phone's request its guest's. [`speaking`] sets it for one piece of work
//! on this thread. The rules never see it: they say facts in types, and only `words`
//! turns them into a language.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

include!(concat!(env!("OUT_DIR"), "/languages.rs"));

/// One language the program speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Lang(u8);

impl Default for Lang {
    /// English: the reference, and what a party from before speaks.
    fn default() -> Lang {
        Lang::ENGLISH
    }
}

/// The pseudo-language's tag.
pub const PSEUDO_TAG: &str = "en-XA";

impl Lang {
    /// English: the reference catalogue, and the fallback.
    pub const ENGLISH: Lang = Lang(0);
    /// The pseudo-language (see the module's words).
    pub const PSEUDO: Lang = Lang(u8::MAX);

    /// Every language with a catalogue, English first (not the pseudo-language).
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGUAGES.len()).filter_map(|i| u8::try_from(i).ok().map(Lang))
    }

    /// Its tag, as BCP 47 writes it: "en", "es-419", "de", "en-XA".
    pub fn tag(self) -> &'static str {
        LANGUAGES
            .get(usize::from(self.0))
            .copied()
            .unwrap_or(PSEUDO_TAG)
    }

    /// Its index among the catalogues' bundles (the pseudo-language's is after them all).
    pub(super) fn index(self) -> usize {
        usize::from(self.0).min(LANGUAGES.len())
    }

    /// The language a tag asks for: the same tag, else one of ours with the same
    /// language ("es-MX" and "es" get Latin American Spanish, "de-AT" German). `None`:
    /// none of ours.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim().replace('_', "-");
        // "de_DE.UTF-8" (a POSIX locale) is "de-DE".
        let tag = tag.split(['.', '@']).next().unwrap_or_default();
        if tag.eq_ignore_ascii_case(PSEUDO_TAG) {
            return Some(Lang::PSEUDO);
        }
        let primary = |t: &str| t.split('-').next().unwrap_or_default().to_ascii_lowercase();
        Lang::all()
            .find(|l| l.tag().eq_ignore_ascii_case(tag))
            .or_else(|| Lang::all().find(|l| primary(l.tag()) == primary(tag)))
    }

    /// The first language of an HTTP `Accept-Language` header that we speak, by the
    /// browser's weights (`q`), then its order; a weight of 0 is "not this one".
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut asked: Vec<(f32, &str)> = header
            .split(',')
            .filter_map(|part| {
                let mut pieces = part.split(';').map(str::trim);
                let tag = pieces.next().filter(|t| !t.is_empty())?;
                let weight = pieces
                    .find_map(|p| p.strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.parse::<f32>().ok())?;
                Some((weight, tag))
            })
            .filter(|(weight, _)| *weight > 0.0)
            .collect();
        // Stable: equal weights keep the browser's order.
        asked.sort_by(|a, b| b.0.total_cmp(&a.0));
        asked.iter().find_map(|(_, tag)| {
            let tag: unic_langid::LanguageIdentifier = tag.parse().ok()?;
            Lang::from_tag(&tag.to_string())
        })
    }

    /// The language the environment asks for: `LC_ALL`, then `LC_MESSAGES`, then
    /// `LANG`, as POSIX reads them ("C" and "POSIX" are English).
    pub fn from_environment() -> Option<Lang> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_tag(&v))
    }

    /// The party's guest-facing language: its own, or English for a party from before
    /// (or one whose language this program lacks).
    pub fn of_party(settings: &crate::rules::Settings) -> Lang {
        settings
            .language
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or(Lang::ENGLISH)
    }

    /// The computer's language, as the system says (Windows, macOS and Linux alike).
    pub fn of_the_computer() -> Option<Lang> {
        Lang::from_environment()
            .or_else(|| sys_locale::get_locale().and_then(|t| Lang::from_tag(&t)))
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

impl std::str::FromStr for Lang {
    type Err = UnknownLanguage;
    fn from_str(s: &str) -> Result<Lang, UnknownLanguage> {
        Lang::from_tag(s).ok_or_else(|| UnknownLanguage(s.to_owned()))
    }
}

/// A language asked for that the program has no catalogue for (worded in
/// `catalogue.rs`, with the ones it has).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl std::error::Error for UnknownLanguage {}

impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.tag())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    /// A language this program has no catalogue for (a newer program's) reads as English:
    /// a party is never refused for its language.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let tag = String::deserialize(d)?;
        Ok(Lang::from_tag(&tag).unwrap_or(Lang::ENGLISH))
    }
}

static PROGRAM: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static SPEAKING: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language spoken now on this thread: the one [`speaking`] set, else the program's.
pub fn current() -> Lang {
    SPEAKING
        .with(Cell::get)
        .unwrap_or_else(|| Lang(PROGRAM.load(Ordering::Relaxed)))
}

/// Sets the program's language: every thread speaks it unless [`speaking`] says
/// otherwise (the command line's `--lang`, the window's choice).
pub fn set_program_language(lang: Lang) {
    PROGRAM.store(lang.0, Ordering::Relaxed);
}

/// Runs `work` in the guests' language `lang` (a print-out, the published page), unless
/// this thread was told its language already (the command line's `--lang`, which
/// overrides the party's).
pub fn for_guests<R>(lang: Lang, work: impl FnOnce() -> R) -> R {
    match SPEAKING.with(Cell::get) {
        Some(_) => work(),
        None => speaking(lang, work),
    }
}

/// Runs `work` speaking `lang` on this thread, then goes back to what was spoken before
/// (also when `work` panics).
pub fn speaking<R>(lang: Lang, work: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            SPEAKING.with(|s| s.set(self.0));
        }
    }
    let _restore = Restore(SPEAKING.with(|s| s.replace(Some(lang))));
    work()
}
