//! The plan of the display's boards ("Find your seat", each prize group's stars, the two
//! directions' leader boards, the season's ladders): one type size, fixed columns and
//! pages for all of them, decided from the rows' measured widths and the screen's size.
//!
//! Every everyday name is made whole before anything else (issue 44): the plan may make
//! the type smaller, down to the floor, use more columns, give a row a second or third
//! line for its name (broken at spaces and hyphens only), put the boards one after the
//! other rather than side by side, and turn pages. Among the plans that show the most
//! everyday names whole it takes the fewest pages, then the fewest lines a row, then the
//! largest type. A name longer than an everyday one plays no part in that choice, nor in
//! the type size (issue 54: one long name dropped every row to the floor, leaving most
//! of a television empty): at the everyday names' size it takes more lines where its
//! column has room to spare under its rows (up to three), and is cut with "…" where its
//! lines run out.

mod place;

use super::frame::{Area, Frame, LARGEST_TEXT, ROW};
pub use super::measure::{CELL_GAP, SLACK};
use super::measure::{Pieces, break_lines, width};
use super::rows::{Ink, Row};

/// The gap between two columns of a board, in text sizes.
pub const GAP: f32 = 0.9;
/// The room between two boards side by side, in the floor's sizes.
const BOARD_GAP: f32 = 1.2;
/// The room after each cell before the name (the place, a pair's number).
pub const LEAD_GAP: f32 = 0.3;
/// The room between two cells after the name.
pub const TRAIL_GAP: f32 = 0.2;
/// A board's title line takes this many of its text's rows, the space under it included.
const TITLE_ROWS: f32 = 1.25;
/// At most this many columns, however wide the screen.
const MOST_COLUMNS: usize = 8;
/// At most this many lines for a name in a row.
const MOST_LINES: usize = 3;
/// The room between two rows that take more than a line each (a name on two or three
/// lines, or the cells on a line under it), in text sizes: a row's lines stand nearer
/// each other than the next row's, so that no line reads as the next row's.
pub const ROW_GAP: f32 = 0.5;

/// From the top of one row to the top of the next, at `size` with `lines` lines for a
/// name (and the cells on a line of their own under it when `stacked`).
pub fn row_pitch(size: f32, lines: usize, stacked: bool) -> f32 {
    size * ROW * (lines + usize::from(stacked)) as f32 + row_gap(size, lines, stacked)
}

/// The room left between two rows of a layout (none between rows of one line).
pub fn row_gap(size: f32, lines: usize, stacked: bool) -> f32 {
    if lines + usize::from(stacked) > 1 {
        size * ROW_GAP
    } else {
        0.0
    }
}

/// How many rows go in a column `height` high (the last row needs no room under it).
fn rows_in(height: f32, size: f32, lines: usize, stacked: bool) -> usize {
    let gap = row_gap(size, lines, stacked);
    ((height + gap) / row_pitch(size, lines, stacked)).floor() as usize
}

/// One board: its title (if it has one) and its rows.
#[derive(Debug, Clone, Copy)]
pub struct Board<'a> {
    /// The title line above the rows ("Ladies", "North–South"), in its ink.
    pub title: Option<(&'a str, Ink)>,
    /// The rows, in order.
    pub rows: &'a [Row],
}

/// How the boards are laid out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The rows' text size.
    pub size: f32,
    /// Columns on a page of a board.
    pub columns: usize,
    /// Rows in a column.
    pub rows: usize,
    /// Lines for a row's name.
    pub lines: usize,
    /// The cells go on a line of their own under the name (a narrow screen).
    pub stacked: bool,
    /// The boards take turns, each on pages of its own, rather than side by side.
    pub turn: bool,
    /// Pages in all.
    pub pages: usize,
}

/// The boards' measures at a text size of 1.
struct Measures {
    lead: Vec<f32>,
    trail: Vec<f32>,
    /// The everyday names' needs for each count of lines, least first.
    everyday: [Vec<f32>; MOST_LINES],
    titled: bool,
}

impl Measures {
    fn of(boards: &[Board<'_>], heads: &[(&str, Ink)]) -> Measures {
        let all = || boards.iter().flat_map(|b| b.rows.iter());
        let widest =
            |texts: Vec<&String>| texts.iter().map(|t| width(t, false)).fold(0.0, f32::max);
        let leads = all().map(|r| r.lead.len()).max().unwrap_or(0);
        let trails = all().map(|r| r.trail.len()).max().unwrap_or(0);
        let lead = (0..leads)
            .map(|i| widest(all().filter_map(|r| r.lead.get(i).map(|c| &c.0)).collect()))
            .collect();
        let trail = (0..trails)
            .map(|i| {
                let head = heads.get(i).map_or(0.0, |h| width(h.0, false));
                widest(all().filter_map(|r| r.trail.get(i).map(|c| &c.0)).collect()).max(head)
            })
            .collect();
        // Only the everyday names are measured: a long one plays no part in the plan.
        let mut everyday: [Vec<f32>; MOST_LINES] = Default::default();
        for row in all().filter(|r| r.everyday) {
            let pieces = Pieces::of(&row.name.0, false);
            for (n, list) in everyday.iter_mut().enumerate() {
                list.push(pieces.least_room(n + 1));
            }
        }
        for list in &mut everyday {
            list.sort_by(f32::total_cmp);
        }
        Measures {
            lead,
            trail,
            everyday,
            titled: boards.iter().any(|b| b.title.is_some()),
        }
    }

    /// Everything on a row but the name, gaps included.
    fn fixed(&self) -> f32 {
        let leads = self.lead.iter().map(|w| w + LEAD_GAP).sum::<f32>();
        let trails = match self.trail.len() {
            0 => 0.0,
            n => CELL_GAP + TRAIL_GAP * (n - 1) as f32,
        };
        leads + self.trail.iter().sum::<f32>() + trails
    }
}

/// The boards planned in an area: the layout and what it was made from.
pub struct Plan<'a> {
    /// The layout.
    pub layout: Layout,
    /// Each row's lines for its name, board by board: the layout's, or more for a long
    /// name in a column with room to spare.
    lines: Vec<Vec<usize>>,
    boards: Vec<Board<'a>>,
    heads: Vec<(&'a str, Ink)>,
    measures: Measures,
    area: Area,
    floor: f32,
}

/// The sizes tried, largest first, ending at the floor.
fn sizes(largest: f32, floor: f32) -> impl Iterator<Item = f32> {
    std::iter::successors(Some(largest.max(floor)), |s| Some(s * 0.97))
        .take_while(move |s| *s > floor)
        .chain(std::iter::once(floor))
}

/// A layout's order of merit: most everyday names whole, fewest pages, fewest lines a
/// row, side by side, largest type, fewest columns.
type Merit = (
    std::cmp::Reverse<usize>,
    usize,
    usize,
    bool,
    bool,
    std::cmp::Reverse<i64>,
    usize,
);

/// A layout's order of merit (the least is the best).
fn merit(whole: usize, l: &Layout) -> Merit {
    (
        std::cmp::Reverse(whole),
        l.pages,
        l.lines + usize::from(l.stacked),
        l.stacked,
        l.turn,
        std::cmp::Reverse((l.size * 100.0).round() as i64),
        l.columns,
    )
}

impl<'a> Plan<'a> {
    /// Plans `boards` in `area` of the frame `f`; `heads` stand above the cells after
    /// the name (a star's shape above its count).
    pub fn new(f: &Frame, area: Area, boards: Vec<Board<'a>>, heads: Vec<(&'a str, Ink)>) -> Self {
        Plan::largest(f, area, (boards, heads), f.height * LARGEST_TEXT)
    }

    /// [`Plan::new`], the type no larger than `largest`.
    pub fn largest(
        f: &Frame,
        area: Area,
        (boards, heads): (Vec<Board<'a>>, Vec<(&'a str, Ink)>),
        largest: f32,
    ) -> Self {
        let measures = Measures::of(&boards, &heads);
        let mut plan = Plan {
            layout: Layout {
                size: f.smallest,
                columns: 1,
                rows: 1,
                lines: 1,
                stacked: false,
                turn: false,
                pages: 1,
            },
            lines: Vec::new(),
            boards,
            heads,
            measures,
            area,
            floor: f.smallest,
        };
        plan.layout = plan.best(largest);
        plan.lines = plan.long_names_lines();
        plan
    }

    /// The board's width and the room under its title for rows.
    fn board_room(&self, turn: bool) -> (f32, f32) {
        let shares = if turn { 1 } else { self.boards.len().max(1) };
        let gap = self.floor * BOARD_GAP;
        let w = ((self.area.w - gap * (shares - 1) as f32) / shares as f32).max(0.0);
        (w, (self.area.h - self.title_height()).max(0.0))
    }

    fn title_height(&self) -> f32 {
        if self.measures.titled {
            self.floor * ROW * TITLE_ROWS
        } else {
            0.0
        }
    }

    /// A column's width and a name's room in it, at `l`'s size and columns.
    fn column(&self, l: &Layout) -> (f32, f32) {
        let (board_w, _) = self.board_room(l.turn);
        let c = l.columns.max(1) as f32;
        let column_w = (board_w - GAP * l.size * (c - 1.0)) / c;
        let room = if l.stacked {
            column_w
        } else {
            column_w - self.measures.fixed() * l.size
        };
        (column_w, room)
    }

    /// The pages `l` takes.
    fn pages(&self, l: &Layout) -> usize {
        let per = (l.rows * l.columns).max(1);
        let counts = self
            .boards
            .iter()
            .map(|b| b.rows.len().div_ceil(per).max(1));
        if l.turn {
            counts.sum()
        } else {
            counts.max().unwrap_or(1)
        }
    }

    /// How many everyday names `l` shows whole.
    fn whole(&self, l: &Layout) -> usize {
        let (_, room) = self.column(l);
        let Some(needs) = self.measures.everyday.get(l.lines - 1) else {
            return 0;
        };
        let fits = (room - SLACK).max(0.0) / l.size;
        needs.partition_point(|n| *n <= fits)
    }

    /// The best layout by [`merit`].
    fn best(&self, largest: f32) -> Layout {
        let mut best = self.layout;
        let mut best_merit = merit(
            0,
            &Layout {
                pages: usize::MAX,
                ..best
            },
        );
        let turns: &[bool] = if self.boards.len() > 1 {
            &[false, true]
        } else {
            &[false]
        };
        for &turn in turns {
            let (_, rows_h) = self.board_room(turn);
            for lines in 1..=MOST_LINES {
                for stacked in [false, true] {
                    for size in sizes(largest, self.floor) {
                        let rows = rows_in(rows_h, size, lines, stacked);
                        if rows == 0 {
                            continue;
                        }
                        for columns in 1..=MOST_COLUMNS {
                            let mut l = Layout {
                                size,
                                columns,
                                rows,
                                lines,
                                stacked,
                                turn,
                                pages: 1,
                            };
                            let (column_w, room) = self.column(&l);
                            let cells = self.measures.fixed() * size;
                            if room <= 0.0 || (stacked && cells > column_w) {
                                break;
                            }
                            l.pages = self.pages(&l);
                            let m = merit(self.whole(&l), &l);
                            if m < best_merit {
                                best_merit = m;
                                best = l;
                            }
                            if l.pages == 1 {
                                break;
                            }
                        }
                    }
                }
            }
        }
        best
    }

    /// Each row's lines: the layout's; a long name as many more as make it whole (up to
    /// [`MOST_LINES`]) when its column has those lines to spare under its rows, the first
    /// long names of a column first.
    fn long_names_lines(&self) -> Vec<Vec<usize>> {
        let l = &self.layout;
        let (_, room) = self.column(l);
        let (_, rows_h) = self.board_room(l.turn);
        let line = l.size * ROW;
        let fits = (room - SLACK).max(0.0) / l.size;
        self.boards
            .iter()
            .map(|board| {
                let mut lines = vec![l.lines; board.rows.len()];
                for (c, column) in board.rows.chunks(l.rows.max(1)).enumerate() {
                    let taken = row_pitch(l.size, l.lines, l.stacked);
                    let gap = row_gap(l.size, l.lines, l.stacked);
                    let mut spare = ((rows_h + gap - taken * column.len() as f32) / line + 1e-3)
                        .floor()
                        .max(0.0) as usize;
                    for (k, row) in column.iter().enumerate() {
                        if row.everyday || spare == 0 {
                            continue;
                        }
                        // The fewest lines in which it is whole, if there are such.
                        let whole = (l.lines + 1..=(l.lines + spare).min(MOST_LINES))
                            .find(|n| break_lines(&row.name.0, fits, *n, false).1);
                        if let (Some(n), Some(at)) = (whole, lines.get_mut(c * l.rows.max(1) + k)) {
                            spare -= n - *at;
                            *at = n;
                        }
                    }
                }
                lines
            })
            .collect()
    }

    /// The lines of row `i` of board `b`'s name.
    fn row_lines(&self, b: usize, i: usize) -> usize {
        self.lines
            .get(b)
            .and_then(|rows| rows.get(i))
            .copied()
            .unwrap_or(self.layout.lines)
    }
}
