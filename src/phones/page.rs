//! The pages the phones load, whole: their styles and scripts are inside them, so they
//! work with no internet and reveal nothing but what their JSON brings. The table's
//! page is the same for every table (it reads its token from its own address), so no
//! table's page can carry another table's token.

/// A table's page: seats, the score pad, "Send to the host", the tie's cut.
pub const TABLE: &str = include_str!("../../assets/phone/table.html");

/// The guests' page: "Where do I sit?".
pub const SEATS: &str = include_str!("../../assets/phone/seats.html");

/// Any address the server does not know.
pub const NOT_FOUND: &str = "<!doctype html><meta charset=\"utf-8\"><meta name=\"viewport\" \
    content=\"width=device-width, initial-scale=1\"><title>Not found</title><p \
    style=\"font:20px system-ui,sans-serif;margin:24px\">This link is not known here. Ask \
    the host for your table's link.</p>";
