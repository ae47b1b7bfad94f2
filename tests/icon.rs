//! The program's icon: drawn by the program (src/icon.rs), the same at every size, and
//! the PNGs the desktop entry ships are that drawing. `CINCH_WRITE_ICONS=1 cargo test
//! icon` writes them again after the drawing changes.

use cinch_party::icon;

fn path(size: u32) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/icons")
        .join(format!("cinch-party-{size}.png"))
}

#[test]
fn the_desktop_icons_are_the_programs_drawing_at_every_size() {
    for size in icon::SIZES {
        if std::env::var("CINCH_WRITE_ICONS").is_ok() {
            std::fs::write(path(size), icon::png(size).unwrap()).unwrap();
        }
        let file = image::open(path(size)).unwrap().to_rgba8();
        assert_eq!(file.dimensions(), (size, size));
        assert!(
            file.as_raw() == &icon::rgba(size),
            "assets/icons/cinch-party-{size}.png is not the drawing: run \
             CINCH_WRITE_ICONS=1 cargo test icon"
        );
    }
}

#[test]
fn the_icon_is_a_card_with_black_suits_and_a_gold_star_on_a_rounded_tile() {
    let size = 256;
    let pixels = icon::rgba(size);
    let at = |x: u32, y: u32| {
        let i = ((y * size + x) * 4) as usize;
        [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]]
    };
    // The tile's rounded corner lets the desktop show through.
    assert_eq!(at(0, 0)[3], 0);
    // The card is white, the spade black, the star gold, the tile dark.
    let card = at(60, 215);
    assert!(card[0] > 230 && card[1] > 230 && card[3] == 255, "{card:?}");
    let spade = at(95, 100);
    assert!(spade[0] < 40 && spade[3] == 255, "{spade:?}");
    let star = at(179, 77);
    assert!(star[0] > 220 && star[1] > 160 && star[2] < 80, "{star:?}");
    let tile = at(235, 235);
    assert!(tile[2] > tile[0] && tile[0] < 40, "{tile:?}");
    // Smooth edges: some pixels between the card and the tile are neither.
    let mixed = (0..size).filter(|&x| {
        let [r, ..] = at(x, 128);
        r > 40 && r < 230
    });
    assert!(mixed.count() >= 2);
}

#[test]
fn the_phones_pages_name_the_icon_as_their_favicon() {
    for page in ["seats", "table", "dup_table", "pair"] {
        let html = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets/phone")
                .join(format!("{page}.html")),
        )
        .unwrap();
        assert!(
            html.contains(r#"<link rel="icon" type="image/png" href="/favicon.png">"#),
            "{page}.html"
        );
    }
}
