//! The build script: reads the message catalogues (`assets/i18n/<language>/*.ftl`) and
//! writes `catalogue.rs` into cargo's OUT_DIR: the languages found, each file's text
//! (embedded in the program), and one function a message of the English catalogue,
//! `words::msg::report_title(title)`, its parameters the message's variables. A message
//! id or a variable the code names that English does not have is a compile error
//! (issue 51); the other languages are checked against English by tests/catalogues.rs.

// A build script refuses by stopping the build, with the reason: a catalogue that does
// not parse, or a message written twice, must not compile.
#![allow(clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[path = "ftl_vars.rs"]
#[allow(dead_code)]
mod ftl_vars;

const REFERENCE: &str = "en";

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let dir = root.join("assets/i18n");
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=src/words/ftl_vars.rs");
    println!("cargo:rerun-if-changed=src/words/build.rs");
    let mut languages: Vec<String> = std::fs::read_dir(&dir)
        .expect("assets/i18n is there")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    languages.sort();
    // English first: the fallback and the reference.
    languages.sort_by_key(|l| l != REFERENCE);
    let known = format!(
        "/// Every language with a catalogue folder, English first.\n\
         pub const LANGUAGES: &[&str] = &{languages:?};\n"
    );
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out_dir.join("languages.rs"), known).expect("OUT_DIR is writable");
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/// Every catalogue file: its language, its name, its text."
    );
    let _ = writeln!(out, "pub static SOURCES: &[(&str, &str, &str)] = &[");
    let mut english = BTreeMap::new();
    for language in &languages {
        for file in ftl_files(&dir.join(language)) {
            let name = file
                .file_name()
                .expect("a file")
                .to_string_lossy()
                .into_owned();
            let _ = writeln!(
                out,
                "    ({language:?}, {name:?}, include_str!({:?})),",
                file.display().to_string()
            );
            if language == REFERENCE {
                let text = std::fs::read_to_string(&file).expect("readable");
                let (found, errors) = ftl_vars::messages(&text);
                assert!(errors.is_empty(), "{}: {errors:?}", file.display());
                for (id, needs) in found {
                    let text = english_text(&text, &id);
                    if english.insert(id.clone(), (needs, text)).is_some() {
                        panic!("message {id} is in two files of the English catalogue");
                    }
                }
            }
        }
    }
    let _ = writeln!(out, "];");
    let mut needs: BTreeMap<_, _> = english
        .iter()
        .map(|(k, v)| (k.clone(), v.0.clone()))
        .collect();
    ftl_vars::close_over_references(&mut needs);
    let _ = writeln!(out, "/// One function a message of the English catalogue.");
    let _ = writeln!(out, "pub mod msg {{");
    let _ = writeln!(
        out,
        "    #![allow(missing_docs, clippy::too_many_arguments)]"
    );
    let _ = writeln!(out, "    use fluent_bundle::{{FluentArgs, FluentValue}};");
    for (id, n) in &needs {
        let text = &english[id].1;
        let doc = format!("`{id}`: {text}");
        if n.variables.len() < 2 {
            one_function(&mut out, id, n, &doc);
        } else {
            one_struct(&mut out, id, n, &doc);
        }
    }
    let _ = writeln!(out, "}}");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("catalogue.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

/// A message of none or one variable: a function, `msg::report_round(3)`.
fn one_function(out: &mut String, id: &str, n: &ftl_vars::Needs, doc: &str) {
    let _ = writeln!(out, "    #[doc = {doc:?}]");
    match n.variables.iter().next() {
        None => {
            let _ = writeln!(out, "    pub fn {}() -> String {{", ident(id));
            let _ = writeln!(out, "        super::say({id:?}, None)");
        }
        Some(v) => {
            let _ = writeln!(
                out,
                "    pub fn {}<'a>({}: impl Into<FluentValue<'a>>) -> String {{",
                ident(id),
                ident(v)
            );
            let _ = writeln!(out, "        let mut args = FluentArgs::new();");
            let _ = writeln!(out, "        args.set({v:?}, {}.into());", ident(v));
            let _ = writeln!(out, "        super::say({id:?}, Some(&args))");
        }
    }
    let _ = writeln!(out, "    }}");
}

/// A message of two or more variables: a struct with one field a variable, so that
/// each is named where it is given, `msg::ChangeSwap { first, second }.say()`.
fn one_struct(out: &mut String, id: &str, n: &ftl_vars::Needs, doc: &str) {
    let name: String = id
        .split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect();
    let generics: Vec<String> = (0..n.variables.len()).map(|i| format!("T{i}")).collect();
    let _ = writeln!(out, "    #[doc = {doc:?}]");
    let _ = writeln!(out, "    pub struct {name}<{}> {{", generics.join(", "));
    for (v, g) in n.variables.iter().zip(&generics) {
        let _ = writeln!(
            out,
            "        #[allow(missing_docs)]\n        pub {}: {g},",
            ident(v)
        );
    }
    let _ = writeln!(out, "    }}");
    let bounds: Vec<String> = generics
        .iter()
        .map(|g| format!("{g}: Into<FluentValue<'a>>"))
        .collect();
    let _ = writeln!(
        out,
        "    impl<'a, {}> {name}<{}> {{",
        bounds.join(", "),
        generics.join(", ")
    );
    let _ = writeln!(out, "        /// The message in the language spoken now.");
    let _ = writeln!(out, "        pub fn say(self) -> String {{");
    let _ = writeln!(out, "            let mut args = FluentArgs::new();");
    for v in &n.variables {
        let _ = writeln!(
            out,
            "            args.set({v:?}, self.{}.into());",
            ident(v)
        );
    }
    let _ = writeln!(out, "            super::say({id:?}, Some(&args))");
    let _ = writeln!(out, "        }}");
    let _ = writeln!(out, "    }}");
}

fn ftl_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a language folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    files
}

/// A Fluent id or variable as a Rust name: `table-count` → `table_count`.
fn ident(id: &str) -> String {
    let name = id.replace('-', "_");
    const KEYWORDS: &[&str] = &[
        "type", "match", "move", "ref", "self", "use", "where", "in", "as", "fn", "mod", "loop",
        "box", "for", "if", "else", "let", "mut", "pub", "return", "static", "struct", "trait",
        "true", "false", "while", "impl", "enum", "crate", "const", "continue", "break", "dyn",
        "extern", "super", "unsafe", "async", "await",
    ];
    if KEYWORDS.contains(&name.as_str()) {
        format!("r#{name}")
    } else {
        name
    }
}

/// The message's English lines as written, for its function's documentation.
fn english_text(source: &str, id: &str) -> String {
    let mut lines = source
        .lines()
        .skip_while(|l| !l.starts_with(&format!("{id} =")));
    let mut text = lines.next().unwrap_or_default().to_owned();
    for line in lines.take_while(|l| l.starts_with(' ')) {
        text.push('\n');
        text.push_str(line);
    }
    text
}
