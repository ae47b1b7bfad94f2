//! The variables a Fluent message takes, read from its syntax tree: shared by the build
//! script (which writes one typed function a message, its variables its parameters) and
//! the catalogues' test (which checks every language's message takes the same).

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// What one message needs: the variables it names, and the messages it refers to (whose
/// variables it needs too).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Needs {
    /// `$name`s, as written.
    pub variables: BTreeSet<String>,
    /// `{ other-message }`s.
    pub messages: BTreeSet<String>,
}

/// Every message of a catalogue file, by id, with what it needs; the file's syntax errors
/// as words (none when it parses whole).
pub fn messages(source: &str) -> (BTreeMap<String, Needs>, Vec<String>) {
    let (resource, errors) = match fluent_syntax::parser::parse(source) {
        Ok(resource) => (resource, Vec::new()),
        Err((resource, errors)) => (resource, errors),
    };
    let errors = errors.iter().map(|e| format!("{e:?}")).collect();
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry {
            let mut needs = Needs::default();
            if let Some(value) = &message.value {
                pattern(value, &mut needs);
            }
            for attribute in &message.attributes {
                pattern(&attribute.value, &mut needs);
            }
            found.insert(message.id.name.to_owned(), needs);
        }
    }
    (found, errors)
}

/// Adds the variables of the messages each message refers to, so each names all it needs.
pub fn close_over_references(all: &mut BTreeMap<String, Needs>) {
    for _ in 0..8 {
        let snapshot = all.clone();
        for needs in all.values_mut() {
            for other in needs.messages.clone() {
                if let Some(theirs) = snapshot.get(&other) {
                    needs.variables.extend(theirs.variables.iter().cloned());
                }
            }
        }
    }
}

fn pattern(p: &Pattern<&str>, needs: &mut Needs) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_needs(expression, needs);
        }
    }
}

fn expression_needs(e: &Expression<&str>, needs: &mut Needs) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, needs);
            for variant in variants {
                pattern(&variant.value, needs);
            }
        }
        Expression::Inline(i) => inline(i, needs),
    }
}

fn inline(i: &InlineExpression<&str>, needs: &mut Needs) {
    match i {
        InlineExpression::VariableReference { id } => {
            needs.variables.insert(id.name.to_owned());
        }
        InlineExpression::MessageReference { id, .. } => {
            needs.messages.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, needs);
            }
            for a in &arguments.named {
                inline(&a.value, needs);
            }
        }
        InlineExpression::TermReference { arguments, .. } => {
            // A term's own arguments are the message's words, but their values may
            // name the message's variables.
            for a in arguments.iter().flat_map(|a| a.named.iter()) {
                inline(&a.value, needs);
            }
        }
        InlineExpression::Placeable { expression } => expression_needs(expression, needs),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}
