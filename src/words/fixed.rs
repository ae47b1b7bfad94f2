//! A measure written with a fixed number of decimals, in the language's way ("1.5 ms",
//! German "1,5 ms"), for the few figures that are not counts (the frame times).

use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};

/// `value` with exactly `places` decimals, as a message's variable.
pub fn fixed(value: f64, places: usize) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            minimum_fraction_digits: Some(places),
            ..FluentNumberOptions::default()
        },
    ))
}
