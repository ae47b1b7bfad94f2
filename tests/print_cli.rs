//! The `print` command, run as a host would: the PDF goes into the exports folder beside
//! the party (or where `--out` says), and a bad request is answered in words, never by
//! writing into a folder or a named pipe.

use crate::support::cli::run;

#[test]
fn the_print_command_writes_the_pdf_or_says_why_not() {
    let dir = tempfile::tempdir().unwrap();
    let party = dir.path().join("friday.ron");
    let party_arg = party.to_str().unwrap();
    let made = run(&[
        "simulate",
        "--ladies",
        "8",
        "--gentlemen",
        "8",
        "--rounds",
        "3",
        "--save",
        party_arg,
        "--title",
        "Friday Cinch",
    ]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    // Into the exports folder by default, named after the party, the document, the paper.
    let out = run(&["print", party_arg, "--what", "results", "--paper", "letter"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pdf = dir.path().join("exports/friday-cinch-results-letter.pdf");
    assert!(pdf.exists(), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).contains("results sheet"));
    // Or where --out says.
    let chosen = dir.path().join("cards.pdf");
    let out = run(&[
        "print",
        party_arg,
        "--what",
        "tables",
        "--out",
        chosen.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert!(std::fs::read(&chosen).unwrap().starts_with(b"%PDF-"));

    // A document that does not exist: clap lists the ones that do.
    let out = run(&["print", party_arg, "--what", "menus"]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("tables") && said.contains("results"),
        "{said}"
    );
    // A missing party file.
    let out = run(&[
        "print",
        dir.path().join("nobody.ron").to_str().unwrap(),
        "--what",
        "tally",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("nobody.ron"));
    // A folder where the PDF should go is never replaced.
    let folder = dir.path().join("a-folder.pdf");
    std::fs::create_dir(&folder).unwrap();
    let out = run(&[
        "print",
        party_arg,
        "--what",
        "tally",
        "--out",
        folder.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("is a folder, not a file"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(folder.is_dir());
}

#[cfg(unix)]
#[test]
fn the_print_command_never_writes_into_a_named_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let party = dir.path().join("p.ron");
    let made = run(&[
        "simulate",
        "--ladies",
        "4",
        "--gentlemen",
        "4",
        "--rounds",
        "1",
        "--save",
        party.to_str().unwrap(),
    ]);
    assert!(made.status.success());
    let pipe = dir.path().join("pipe.pdf");
    crate::support::fs::make_fifo(&pipe);
    let out = run(&[
        "print",
        party.to_str().unwrap(),
        "--what",
        "stars",
        "--out",
        pipe.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("named pipe"));
}

#[test]
fn print_what_guides_travellers_pair_cards_and_hands_for_a_duplicate_party() {
    let dir = tempfile::tempdir().unwrap();
    let party = dir.path().join("dup.ron");
    let party_arg = party.to_str().unwrap();
    let made = run(&[
        "simulate",
        "--duplicate",
        "--pairs",
        "22",
        "--trays-per-table",
        "4",
        "--save",
        party_arg,
        "--title",
        "Duplicate Friday",
    ]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    for (what, pages) in [
        ("guides", "11 pages"),
        ("travellers", "pages"),
        ("pair-cards", "pages"),
        ("hands", "8 pages"),
        ("results", "pages"),
        ("tables", "11 pages"),
    ] {
        let out = run(&["print", party_arg, "--what", what]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{what}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(said.contains(pages), "{what}: {said}");
        let pdf = dir
            .path()
            .join(format!("exports/duplicate-friday-{what}-a4.pdf"));
        assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"), "{what}");
    }
    // A star-game document: refused in words that say what can be printed.
    let out = run(&["print", party_arg, "--what", "stars"]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("Star cards are not printed for this party"),
        "{said}"
    );
    assert!(said.contains("guide cards (guides)"), "{said}");
    assert!(
        !dir.path()
            .join("exports/duplicate-friday-stars-a4.pdf")
            .exists()
    );
}
