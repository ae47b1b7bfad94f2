//! Dates and times in the language's own form (issue 51 §3): the pattern is the
//! catalogue's (`dates.ftl`: the order, "am", the dots), the names of days and months
//! the language's own, from the C library's locale data as chrono carries it
//! (`unstable-locales`), so no month's name is written here.

use chrono::{DateTime, TimeZone};

use super::lang::{self, Lang};
use super::{msg, speaking};

/// When a party was saved, as its row in the list of parties shows it:
/// "Fri 27 Nov 2026, 14:05", "Fr, 27. Nov 2026, 14:05".
pub fn saved_when<Tz: TimeZone>(at: &DateTime<Tz>) -> String
where
    Tz::Offset: std::fmt::Display,
{
    localised(at, msg::date_saved)
}

/// Since when a party has been open in another program: "14:05 on Fri 27 Nov".
pub fn since_when<Tz: TimeZone>(at: &DateTime<Tz>) -> String
where
    Tz::Offset: std::fmt::Display,
{
    localised(at, msg::date_since)
}

/// `at` by the catalogue's `pattern` (chrono's `%` codes), with the language's names of
/// days and months. The pseudo-language's is English's, bracketed as its messages are.
fn localised<Tz: TimeZone>(at: &DateTime<Tz>, pattern: fn() -> String) -> String
where
    Tz::Offset: std::fmt::Display,
{
    let pseudo = lang::current() == Lang::PSEUDO;
    let (pattern, locale) = if pseudo {
        speaking(Lang::ENGLISH, || (pattern(), msg::date_locale()))
    } else {
        (pattern(), msg::date_locale())
    };
    let locale = chrono::Locale::try_from(locale.trim()).unwrap_or(chrono::Locale::en_GB);
    let text = at.format_localized(pattern.trim(), locale).to_string();
    if pseudo {
        format!("⟦{text}⟧")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;

    fn friday() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 27, 14, 5, 0).unwrap()
    }

    #[test]
    fn a_date_reads_in_each_languages_own_words() {
        let said = |tag: &str| speaking(Lang::from_tag(tag).unwrap(), || saved_when(&friday()));
        assert_eq!(said("en"), "Fri 27 Nov 2026, 14:05");
        assert_eq!(said("de"), "Fr, 27. Nov 2026, 14:05");
        assert_eq!(said("es-419"), "vie 27 nov 2026, 14:05");
        assert_eq!(said("en-XA"), "⟦Fri 27 Nov 2026, 14:05⟧");
        let since = |tag: &str| speaking(Lang::from_tag(tag).unwrap(), || since_when(&friday()));
        assert_eq!(since("en"), "14:05 on Fri 27 Nov");
        assert_eq!(since("de"), "14:05 am Fr, 27. Nov");
    }
}
