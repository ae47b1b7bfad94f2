//! A guest's mail address, checked as it is typed (issue 53 §1): one address, of the
//! form `name@domain`, nothing that could become a second recipient or a header.
//! Pasted lists may carry it after the name, `Zoë Ångström <zoe@example.org>`.

use std::str::FromStr;

use lettre::Address;

/// Why an address is refused, said in words by `words()`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    /// Nothing typed.
    #[error("{}", crate::words::msg::mailer_no_address())]
    Empty,
    /// More than one address, or a name with it: only the address itself is taken.
    #[error("{}", crate::words::msg::mailer_not_one_address(crate::words::quote(.0, 40)))]
    NotOne(String),
    /// Not of the form `name@domain`.
    #[error("{}", crate::words::msg::mailer_not_an_address(crate::words::quote(.0, 40)))]
    NotAnAddress(String),
    /// An address in brackets with no name before it.
    #[error("{}", crate::words::msg::mailer_no_name_before(crate::words::quote(.0, 40)))]
    NoName(String),
    /// `Name <address` without its closing bracket.
    #[error("{}", crate::words::msg::mailer_unclosed(crate::words::quote(.0, 40)))]
    Unclosed(String),
}

/// No real address comes near this (the standard's limit is 254).
const MAX_ADDRESS: usize = 254;

/// Checks a typed address: trimmed, one `name@domain` with a dot-less or dotted domain,
/// no spaces, commas, angle brackets or line breaks (so it can never add a recipient or
/// a header line). The address as it will be used.
pub fn check_address(typed: &str) -> Result<String, AddressError> {
    let text = typed.trim();
    if text.is_empty() {
        return Err(AddressError::Empty);
    }
    if text.contains([',', ';']) || text.matches('@').count() > 1 {
        return Err(AddressError::NotOne(text.to_owned()));
    }
    let unsafe_char =
        |c: char| c.is_control() || c.is_whitespace() || matches!(c, '<' | '>' | '"' | '(' | ')');
    if text.len() > MAX_ADDRESS || text.chars().any(unsafe_char) {
        return Err(AddressError::NotAnAddress(text.to_owned()));
    }
    match Address::from_str(text) {
        Ok(address) if address.domain().contains('.') || address.domain() == "localhost" => {
            Ok(address.to_string())
        }
        _ => Err(AddressError::NotAnAddress(text.to_owned())),
    }
}

/// A line of a pasted list split into the name and the address after it in angle
/// brackets, if any: `Zoë Ångström <zoe@example.org>` gives the name and the checked
/// address. Only brackets that end the line and hold an `@` or a space are taken for an
/// address (so a name such as `<i>Ann</i>` stays a name); a line without them gives the
/// whole line and `None`.
pub fn split_name_and_address(line: &str) -> Result<(&str, Option<String>), AddressError> {
    let trimmed = line.trim_end();
    let Some(inside) = trimmed.strip_suffix('>') else {
        // `Ann <ann@example.org` with its bracket left open.
        return match trimmed.rsplit_once('<') {
            Some((name, rest)) if rest.contains('@') && !rest.contains('>') => {
                Err(AddressError::Unclosed(name.trim().to_owned()))
            }
            _ => Ok((line, None)),
        };
    };
    let Some((name, address)) = inside.rsplit_once('<') else {
        return Ok((line, None));
    };
    if !address.contains(['@', ' ']) {
        return Ok((line, None));
    }
    if name.trim().is_empty() {
        return Err(AddressError::NoName(address.trim().to_owned()));
    }
    if name.trim_end().ends_with('>') && name.contains('@') {
        return Err(AddressError::NotOne(trimmed.to_owned()));
    }
    Ok((name.trim_end(), Some(check_address(address)?)))
}

/// A pasted list of names, some with an address: the names alone (a line each), each
/// name's address, and the lines refused for a wrong address, in words.
pub fn split_list(text: &str) -> (String, Vec<(String, String)>, Vec<String>) {
    let mut names = String::new();
    let mut addresses = Vec::new();
    let mut refused = Vec::new();
    for line in text.lines() {
        match split_name_and_address(line) {
            Ok((name, address)) => {
                names.push_str(name);
                names.push('\n');
                if let Some(address) = address {
                    addresses.push((name.trim().to_owned(), address));
                }
            }
            Err(error) => refused.push(format!(
                "\"{}\" ({error})",
                crate::words::quote(line.trim(), 40)
            )),
        }
    }
    (names, addresses, refused)
}
