//! The message catalogues (issue 51): Fluent files, one folder a language under
//! `assets/i18n`, embedded in the program by the build script, which also writes one
//! typed function a message ([`msg`]). Plurals follow each language's own rules (CLDR,
//! through Fluent's selectors); numbers are written with the language's own separators
//! (ICU4X's decimal formatter): "58.13" in English, "58,13" in German.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::lang::{self, LANGUAGES, Lang, UnknownLanguage};

include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

type Bundle = FluentBundle<FluentResource>;

/// Each language's bundle, in `LANGUAGES`' order, then the pseudo-language's.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        let mut all: Vec<Bundle> = LANGUAGES.iter().map(|tag| bundle_of(tag, tag)).collect();
        let mut pseudo = bundle_of(lang::PSEUDO_TAG, "en");
        pseudo.set_transform(Some(accented));
        all.push(pseudo);
        all
    })
}

/// The bundle of `tag`, its messages from the folder `folder`.
fn bundle_of(tag: &str, folder: &str) -> Bundle {
    let id = tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No invisible isolation marks around names: they would travel into PDFs, CSV
    // files and mail subjects.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number));
    for (_, _, text) in SOURCES.iter().filter(|(l, _, _)| *l == folder) {
        // A catalogue that does not parse is a test's failure (tests/catalogues.rs);
        // what parses is used.
        let resource = match FluentResource::try_new((*text).to_owned()) {
            Ok(r) | Err((r, _)) => r,
        };
        let _ = bundle.add_resource(resource);
    }
    bundle
}

impl std::fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let known: Vec<&str> = Lang::all().map(Lang::tag).collect();
        f.write_str(
            &msg::LanguageUnknown {
                asked: self.0.as_str(),
                known: known.join(", "),
            }
            .say(),
        )
    }
}

/// The message `id`, of no variables, in the language spoken now: for the phones'
/// page templates, whose `{{id}}`s tests/catalogues.rs checks against English (code asks
/// through [`msg`], checked as it compiles).
pub fn message(id: &str) -> String {
    say(id, None)
}

/// The message `id` in the language spoken now (English where that language lacks
/// it), its variables from `args`.
pub(crate) fn say(id: &str, args: Option<&FluentArgs>) -> String {
    let spoken = lang::current();
    let all = bundles();
    let text = all
        .get(spoken.index())
        .and_then(|b| format(b, id, args))
        .or_else(|| all.first().and_then(|b| format(b, id, args)))
        .unwrap_or_else(|| id.to_owned());
    if spoken == Lang::PSEUDO && !text.trim().is_empty() {
        // The brackets inside the message's own leading and trailing spaces, so a column
        // or a joined sentence keeps its shape (a host's trial saw "⟦  cut won by").
        let body = text.trim();
        let start = text.len() - text.trim_start().len();
        let end = start + body.len();
        format!(
            "{}⟦{body}⟧{}",
            text.get(..start).unwrap_or_default(),
            text.get(end..).unwrap_or_default()
        )
    } else {
        text
    }
}

fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// A number in the language's own way: "58,13" in German, "1,234" in English.
fn number(
    value: &FluentValue,
    intls: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let places = n
        .options
        .minimum_fraction_digits
        .unwrap_or_else(|| places_of(n.value));
    let places = i16::try_from(places.min(6)).unwrap_or(0);
    let scaled = (n.value * 10f64.powi(i32::from(places))).round();
    // Beyond what an i64 holds, the number is not one of ours: Fluent's own words.
    if !scaled.is_finite() || scaled.abs() > 9.0e15 {
        return None;
    }
    #[allow(clippy::cast_possible_truncation)]
    let mut decimal = fixed_decimal::Decimal::from(scaled as i64);
    decimal.multiply_pow10(-places);
    intls
        .with_try_get::<Decimals, _, _>((), |f| f.0.format_to_string(&decimal))
        .ok()
}

/// How many decimal places `value` needs to be written as it is (up to 6).
fn places_of(value: f64) -> usize {
    (0..6)
        .find(|p| {
            let scaled = value * 10f64.powi(*p);
            (scaled - scaled.round()).abs() < 1e-9
        })
        .unwrap_or(6) as usize
}

/// ICU4X's decimal formatter for one language, kept by the bundle's memoizer.
struct Decimals(icu_decimal::DecimalFormatter);

impl intl_memoizer::Memoizable for Decimals {
    type Args = ();
    type Error = ();
    fn construct(lang: unic_langid::LanguageIdentifier, _: ()) -> Result<Self, ()> {
        let locale = icu_locale_core::Locale::try_from_str(&lang.to_string())
            .or_else(|_| icu_locale_core::Locale::try_from_str("en"))
            .map_err(|_| ())?;
        icu_decimal::DecimalFormatter::try_new((&locale).into(), Default::default())
            .map(Decimals)
            .map_err(|_| ())
    }
}

/// The pseudo-language's letters: English's, each accented where Latin has an accented
/// form the program's fonts draw ("Round" → "Ŕóúñď").
fn accented(text: &str) -> Cow<'_, str> {
    const FROM: &str = "aceghijklnorstuwyzACEGHIJKLNORSTUWYZ";
    const TO: &str = "áçéĝĥíĵķĺñóŕšťúŵýžÁÇÉĜĤÍĴĶĹÑÓŔŠŤÚŴÝŽ";
    Cow::Owned(
        text.chars()
            .map(|c| {
                FROM.chars()
                    .position(|f| f == c)
                    .and_then(|i| TO.chars().nth(i))
                    .unwrap_or(c)
            })
            .collect(),
    )
}
