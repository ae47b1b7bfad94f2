//! Fitting a long list of names onto the guest display: how large the type, how many
//! columns, how many rows, how many pages. Worked out from measured text widths and the
//! screen's size (never fixed offsets), so 4 guests get large type on one page and 200
//! guests with long names get columns that never overlap, on as few pages as the
//! smallest readable type allows.
//!
//! The smallest text is [`SMALLEST_TEXT`] of the screen's height: 30 pixels on a
//! 1080-line screen, about 4 cm on a projector screen 1.5 m high (readable from 10 m),
//! 1.9 cm on a 55-inch television (readable from about 5 m: for a big room, use a
//! projector). Pages turn every [`PAGE_SECONDS`]; a list is kept to as few pages as that
//! type allows (200 guests fit on two pages at 1920×1080 and at 1280×720), so a guest
//! waits at most one page for their own and finds it well within 20 seconds. A pair's
//! two names are never cut to save a page ([`ListMeasure::shortest_name`]); a guest's
//! may be, to about twelve letters. `display_plan` places the rows from this fit.

/// The smallest text allowed, as a fraction of the screen's height.
pub const SMALLEST_TEXT: f32 = 1.0 / 36.0;
/// The largest text a list uses (a short list), as a fraction of the screen's height.
pub const LARGEST_TEXT: f32 = 1.0 / 15.0;
/// A row's height, in text sizes.
pub const ROW: f32 = 1.2;
/// The gap between two columns, in text sizes.
pub const GAP: f32 = 0.9;
/// A name is cut (with "…") no shorter than this many text sizes, about 12 letters.
pub const SHORTEST_NAME: f32 = 6.5;
/// Seconds each page stays up.
pub const PAGE_SECONDS: f64 = 8.0;
// Two pages turn within 20 seconds: a guest who just missed theirs sees it in time.
const _: () = assert!(2.0 * PAGE_SECONDS <= 20.0);
/// At most this many columns, however wide the screen.
const MOST_COLUMNS: usize = 8;

/// A typical long name's width: three names in four are no wider (0 for none).
pub fn typical(mut widths: Vec<f32>) -> f32 {
    widths.sort_by(f32::total_cmp);
    let at = (widths.len() * 3).div_ceil(4).saturating_sub(1);
    widths.get(at).copied().unwrap_or(0.0)
}

/// What a list needs, measured at a text size of 1 (widths scale with the size).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ListMeasure {
    /// The number of rows.
    pub count: usize,
    /// The widest name.
    pub widest_name: f32,
    /// A typical long name: three names in four are no wider.
    pub typical_name: f32,
    /// Everything else on a row (the table and chair, or the place and the stars),
    /// gaps included.
    pub fixed: f32,
    /// A name may be cut to no shorter than this (text sizes) for a second column:
    /// [`SHORTEST_NAME`] for a guest, infinity for names never cut to save a page.
    pub shortest_name: f32,
}

/// How a list is laid out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ListFit {
    /// The text size, in pixels.
    pub size: f32,
    /// Columns on a page.
    pub columns: usize,
    /// Rows in a column.
    pub rows: usize,
    /// Pages.
    pub pages: usize,
    /// A column's width, in pixels.
    pub column_width: f32,
    /// The room for a name in a column, in pixels (a longer name is cut with "…").
    pub name_width: f32,
}

impl ListFit {
    /// A row's height, in pixels.
    pub fn row_height(&self) -> f32 {
        self.size * ROW
    }

    /// The gap between columns, in pixels.
    pub fn gap(&self) -> f32 {
        self.size * GAP
    }

    /// How many rows a page holds.
    pub fn per_page(&self) -> usize {
        self.columns * self.rows
    }
}

/// The best layout of `list` in an area `width` × `height` of a screen `screen_height`
/// high: the fewest pages the smallest allowed text can manage; for those, the largest
/// text that shows most of a typical long name (four fifths of it); failing that, the
/// layout that shows the most of it.
pub fn fit_list(list: ListMeasure, width: f32, height: f32, screen_height: f32) -> ListFit {
    let smallest = (screen_height * SMALLEST_TEXT).max(1.0);
    let largest = (screen_height * LARGEST_TEXT).max(smallest);
    let sizes = std::iter::successors(Some(largest), |s| Some(s * 0.97))
        .take_while(|s| *s > smallest)
        .chain(std::iter::once(smallest));
    let layouts: Vec<ListFit> = sizes
        .flat_map(|size| layouts_at(list, width, height, size))
        .collect();
    let Some(fewest) = layouts.iter().map(|f| f.pages).min() else {
        // Not even one row of the smallest text fits: one row a page, all the same.
        return ListFit {
            size: smallest,
            columns: 1,
            rows: 1,
            pages: list.count.max(1),
            column_width: width.max(0.0),
            name_width: (width - list.fixed * smallest).max(0.0),
        };
    };
    // How much of a typical long name shows uncut.
    let shown = |f: &ListFit| {
        let typical = list.typical_name * f.size;
        if typical > 0.0 {
            (f.name_width / typical).min(1.0)
        } else {
            1.0
        }
    };
    // Enough of the name (its last letters may go) in the largest type; failing that,
    // the most of it.
    let enough = |f: &ListFit| shown(f) >= 0.8;
    let best = layouts
        .iter()
        .filter(|f| f.pages == fewest)
        .max_by(|a, b| {
            enough(a)
                .cmp(&enough(b))
                .then_with(|| match enough(a) {
                    true => a.size.total_cmp(&b.size),
                    false => shown(a).total_cmp(&shown(b)),
                })
                .then(b.columns.cmp(&a.columns))
        })
        .copied()
        .unwrap_or(ListFit {
            size: smallest,
            columns: 1,
            rows: 1,
            pages: list.count.max(1),
            column_width: width.max(0.0),
            name_width: 0.0,
        });
    // Every name whole, when a somewhat smaller type allows it on as few pages: a short
    // list in large type should not cut names while the screen has room to spare.
    // Failing that, three names in four whole (the typical long name).
    let whole = |f: &ListFit, name: f32| f.name_width >= name * f.size;
    for name in [list.widest_name, list.typical_name] {
        if whole(&best, name) {
            return best;
        }
        let smaller = layouts
            .iter()
            .filter(|f| {
                f.pages == fewest && whole(f, name) && f.size >= best.size * WHOLE_NAMES_SIZE
            })
            .max_by(|a, b| a.size.total_cmp(&b.size).then(b.columns.cmp(&a.columns)));
        if let Some(fit) = smaller {
            return *fit;
        }
    }
    best
}

/// How much smaller the type may become so that every name shows whole.
const WHOLE_NAMES_SIZE: f32 = 0.7;

/// Every number of columns that works at one text size (none when not one row fits).
fn layouts_at(list: ListMeasure, width: f32, height: f32, size: f32) -> Vec<ListFit> {
    let rows = (height / (size * ROW)).floor();
    if rows < 1.0 {
        return Vec::new();
    }
    let rows = rows as usize;
    let count = list.count.max(1);
    let shortest = (list.widest_name * size).min(list.shortest_name * size);
    let mut found = Vec::new();
    for columns in 1..=MOST_COLUMNS {
        let gaps = GAP * size * (columns - 1) as f32;
        let column_width = (width - gaps) / columns as f32;
        let name_width = column_width - list.fixed * size;
        // One column is always allowed; more only while each keeps room for a name.
        if columns > 1 && name_width < shortest {
            break;
        }
        let pages = count.div_ceil(rows * columns);
        found.push(ListFit {
            size,
            columns,
            rows,
            pages,
            column_width,
            name_width: name_width.max(0.0),
        });
        if pages == 1 {
            break;
        }
    }
    found
}

/// Which page of `pages` is up at `time` (seconds).
pub fn page_at(pages: usize, time: f64) -> usize {
    ((time / PAGE_SECONDS).max(0.0) as usize) % pages.max(1)
}
