//! The pages the phones load: plain HTML with no script inside, their one script and
//! their one stylesheet served beside them (the server's policy lets nothing else run),
//! so they work with no internet and reveal nothing but what their JSON brings. A
//! table's page is the same for every table (the script reads the token from the page's
//! own address), so no table's page can carry another table's token.

/// A table's page: seats, the score pad, "Send to the host", the tie's cut.
pub const TABLE: &str = include_str!("../../assets/phone/table.html");

/// A table's page at a Duplicate Cinch party: the pairs, the trays in play with their
/// dealers, a pad per tray, where pairs and trays go after the round.
pub const DUP_TABLE: &str = include_str!("../../assets/phone/dup_table.html");

/// A duplicate pair's page: where it sits now and next, its running score.
pub const PAIR: &str = include_str!("../../assets/phone/pair.html");

/// The guests' page: "Where do I sit?".
pub const SEATS: &str = include_str!("../../assets/phone/seats.html");

/// The door's page: a guest checks in (issue 52).
pub const CHECK_IN: &str = include_str!("../../assets/phone/check_in.html");

/// The one stylesheet every page shares.
pub const STYLE: &str = include_str!("../../assets/phone/phone.css");

/// The pages' one script: asking the host, the message line, the deal form built from
/// the rules' limits, and each page's part (chosen by the page's `data-page`).
pub const SCRIPT: &str = include_str!("../../assets/phone/phone.js");
/// The favicon: the program's icon (src/icon.rs) at 32 pixels.
pub const FAVICON: &[u8] = include_bytes!("../../assets/icons/cinch-party-32.png");

/// Any address the server does not know.
pub const NOT_FOUND: &str = include_str!("../../assets/phone/not_found.html");

/// The guest display for a television's browser (issue 36): drawn by its script from
/// the state the host's laptop lays out for the page's own screen size.
pub const DISPLAY: &str = include_str!("../../assets/phone/display.html");

/// The standings for a phone (issue 36).
pub const STANDINGS: &str = include_str!("../../assets/phone/standings.html");

/// The guests' screens' one script: it listens for the state, draws it where it says,
/// and ticks the clock and turns the pages (it decides nothing else).
pub const SCREENS_SCRIPT: &str = include_str!("../../assets/phone/display.js");

/// The guests' screens' stylesheet: the display's two looks, the standings' tables.
pub const SCREENS_STYLE: &str = include_str!("../../assets/phone/display.css");

/// The display's font: DejaVu Sans, the one the window draws in and the stages are
/// measured in (its licence is in `assets/fonts`), so what fits there fits the page.
pub const SCREENS_FONT: &[u8] = crate::fonts::DEJAVU_SANS;

/// The display's bold (titles, the clock, the winners), so the browser never makes one
/// of its own (wider than the one measured).
pub const SCREENS_FONT_BOLD: &[u8] = crate::fonts::DEJAVU_SANS_BOLD;

/// A page in `lang` (issue 51): each `{{message-id}}` of its template replaced by the
/// catalogue's message (every id a page names is checked against English by
/// tests/catalogues.rs), `{{lang}}` by the language's tag, `{{switch}}` by a link to the
/// page in each language, named in its own words.
pub fn render(template: &str, lang: crate::words::Lang) -> String {
    crate::words::speaking(lang, || {
        let mut out = String::with_capacity(template.len() + 512);
        let mut rest = template;
        while let Some(start) = rest.find("{{") {
            let Some(len) = rest.get(start + 2..).and_then(|r| r.find("}}")) else {
                break;
            };
            out.push_str(rest.get(..start).unwrap_or_default());
            let id = rest.get(start + 2..start + 2 + len).unwrap_or_default();
            match id {
                "lang" => out.push_str(lang.tag()),
                "switch" => out.push_str(&switch(lang)),
                id => out.push_str(&escaped(&crate::words::message(id))),
            }
            rest = rest.get(start + 4 + len..).unwrap_or_default();
        }
        out.push_str(rest);
        out
    })
}

/// The page's languages, each a link in its own words; the one spoken marked.
fn switch(spoken: crate::words::Lang) -> String {
    crate::words::Lang::all()
        .map(|lang| {
            let name = escaped(&crate::words::speaking(
                lang,
                crate::words::msg::language_name,
            ));
            let tag = lang.tag();
            if lang == spoken {
                format!("<b aria-current=\"true\" lang=\"{tag}\">{name}</b>")
            } else {
                format!("<a href=\"?lang={tag}\" hreflang=\"{tag}\" lang=\"{tag}\">{name}</a>")
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Text made safe inside HTML.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
