//! Where everything on the guest display goes, decided once from the screen's size and
//! the rows' measured widths (issue 38): the frame (margins, the title band, the body),
//! and the boards — "Find your seat", the stars of each prize group side by side, the
//! two directions' leader boards — as pages of rows in fixed columns, at one type size
//! no smaller than the promised [`SMALLEST_TEXT`] of the screen's height.
//!
//! Pure (no window, no fonts): the caller measures each text at a text size of 1 with
//! whatever draws it, and gets back rectangles in the display's own pixels and, for each
//! name, whether it shows whole. The window draws from this plan (scaled for the host's
//! preview, so the preview shows exactly what the room sees), and a web page serving the
//! same display reuses it rather than deciding again.

use std::ops::Range;

use super::display_layout::{
    ListFit, ListMeasure, ROW, SHORTEST_NAME, SMALLEST_TEXT, fit_list, typical,
};

/// The room between two boards side by side, in the smallest text's sizes.
const BOARD_GAP: f32 = 1.2;
/// The room between a name and what follows it (the stars, the score, the table and
/// chair), in text sizes: a name that fits never runs into the first star.
pub const CELL_GAP: f32 = 0.5;
/// The room after each cell before the name (the place, a pair's number).
pub const LEAD_GAP: f32 = 0.3;
/// The room between two cells after the name (each count has its star before it).
pub const TRAIL_GAP: f32 = 0.2;
/// The title band's height, in title sizes.
pub const TITLE_ROW: f32 = 1.35;
/// A board's title line ("Ladies (page 1 of 3)") takes this many of its text's rows,
/// the space under it included.
const BOARD_TITLE_ROWS: f32 = 1.25;

/// A rectangle on the display, in its pixels, from its top-left corner.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Area {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Area {
    /// The right edge.
    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    /// The bottom edge.
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }
}

/// The display's frame: the main unit of size, the promised smallest text, the title
/// band at the top and the body under it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// The screen's width, in its pixels.
    pub width: f32,
    /// The screen's height.
    pub height: f32,
    /// The main unit of size: a twelfth of the height (the clock is three of them).
    pub unit: f32,
    /// The smallest text allowed: [`SMALLEST_TEXT`] of the height (30 px at 1080 lines).
    pub smallest: f32,
    /// The title's text size.
    pub title_size: f32,
    /// The title band.
    pub title: Area,
    /// Everything under the title.
    pub body: Area,
}

/// The frame of a screen `width` × `height`.
pub fn frame(width: f32, height: f32) -> Frame {
    let unit = (height / 12.0).max(12.0);
    let margin = unit * 0.3;
    let title_size = unit * 0.8;
    let inner_w = (width - 2.0 * margin).max(0.0);
    let title = Area {
        x: margin,
        y: margin,
        w: inner_w,
        h: title_size * TITLE_ROW,
    };
    Frame {
        width,
        height,
        unit,
        smallest: (height * SMALLEST_TEXT).max(1.0),
        title_size,
        title,
        body: Area {
            x: margin,
            y: title.bottom(),
            w: inner_w,
            h: (height - margin - title.bottom()).max(0.0),
        },
    }
}

/// One board's rows, measured at a text size of 1.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RowsMeasure {
    /// Each row's name, its width.
    pub names: Vec<f32>,
}

/// The boards' columns besides the name, measured at a text size of 1 (each as wide as
/// its widest text), and how short a name may be cut to save a page.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Columns {
    /// The cells before the name, left to right (the place, a pair's number).
    pub lead: Vec<f32>,
    /// The cells after it, left to right (the stars, the score, the table and chair).
    pub trail: Vec<f32>,
    /// A name may be cut (with "…") to no shorter than this many text sizes to save a
    /// page: [`SHORTEST_NAME`] for a guest; a pair's two names are never cut while
    /// another page would show them whole ([`Columns::NEVER_CUT`]).
    pub shortest_name: f32,
    /// Each board has a title line above its rows ("Ladies (page 1 of 3)").
    pub titled: bool,
}

impl Columns {
    /// Names never cut to save a page (only when not even one to a row fits).
    pub const NEVER_CUT: f32 = f32::INFINITY;
    /// A guest's name: cut to about 12 letters at the shortest.
    pub const GUEST: f32 = SHORTEST_NAME;

    /// Everything on a row but the name, gaps included, at a text size of 1.
    fn fixed(&self) -> f32 {
        let leads = LEAD_GAP * self.lead.len() as f32;
        let trails = match self.trail.len() {
            0 => 0.0,
            n => CELL_GAP + TRAIL_GAP * (n - 1) as f32,
        };
        self.lead.iter().sum::<f32>() + self.trail.iter().sum::<f32>() + leads + trails
    }
}

/// A row's cells, in the display's pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct RowCells {
    /// The cells before the name.
    pub lead: Vec<Area>,
    /// The name's room.
    pub name: Area,
    /// The cells after the name.
    pub trail: Vec<Area>,
    /// The name shows whole in its room (else it is cut with "…").
    pub whole: bool,
}

/// Where the boards go: one type size and one set of pages for all of them, side by
/// side, each its own title line and rows.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardsPlan {
    /// The rows' size, columns, rows to a column and pages.
    pub fit: ListFit,
    /// Each board's title line (empty when untitled).
    pub titles: Vec<Area>,
    /// Each board's rows' area.
    pub areas: Vec<Area>,
    /// The title lines' text size (the smallest allowed).
    pub title_size: f32,
    columns: Columns,
    names: Vec<Vec<f32>>,
}

/// Lays out `boards` side by side in `area` (a part of the frame's body) with the
/// columns `columns`: the fewest pages the promised text size allows, names shown whole
/// when a somewhat smaller (never below the promise) type or another page allows it.
pub fn plan_boards(
    frame: &Frame,
    area: Area,
    boards: &[RowsMeasure],
    columns: &Columns,
) -> BoardsPlan {
    let small = frame.smallest;
    let title_h = if columns.titled {
        small * ROW * BOARD_TITLE_ROWS
    } else {
        0.0
    };
    let shares = boards.len().max(1);
    let board_gap = small * BOARD_GAP;
    let board_w = ((area.w - board_gap * (shares - 1) as f32) / shares as f32).max(0.0);
    let rows_h = (area.h - title_h).max(0.0);
    let all: Vec<f32> = boards
        .iter()
        .flat_map(|b| b.names.iter().copied())
        .collect();
    let widest = all.iter().copied().fold(0.0, f32::max);
    let measure = ListMeasure {
        count: boards.iter().map(|b| b.names.len()).max().unwrap_or(0),
        widest_name: widest,
        typical_name: typical(all),
        fixed: columns.fixed(),
        shortest_name: columns.shortest_name,
    };
    let fit = fit_list(measure, board_w, rows_h, frame.height);
    let at = |i: usize| area.x + i as f32 * (board_w + board_gap);
    BoardsPlan {
        fit,
        titles: (0..boards.len())
            .map(|i| Area {
                x: at(i),
                y: area.y,
                w: board_w,
                h: if columns.titled { small * ROW } else { 0.0 },
            })
            .collect(),
        areas: (0..boards.len())
            .map(|i| Area {
                x: at(i),
                y: area.y + title_h,
                w: board_w,
                h: rows_h,
            })
            .collect(),
        title_size: small,
        columns: columns.clone(),
        names: boards.iter().map(|b| b.names.clone()).collect(),
    }
}

impl BoardsPlan {
    /// The rows of `board` on `page`.
    pub fn page_rows(&self, board: usize, page: usize) -> Range<usize> {
        let count = self.names.get(board).map_or(0, Vec::len);
        let per = self.fit.per_page();
        let start = (page * per).min(count);
        start..(start + per).min(count)
    }

    /// Where row `index` of `board` goes on its page (rows run down each column, then
    /// across), cell by cell; `None` for a row or board that is not there.
    pub fn row(&self, board: usize, index: usize) -> Option<RowCells> {
        let area = self.areas.get(board)?;
        let name = *self.names.get(board)?.get(index)?;
        let fit = &self.fit;
        let on_page = index % fit.per_page().max(1);
        let (column, row) = (on_page / fit.rows.max(1), on_page % fit.rows.max(1));
        let (size, h) = (fit.size, fit.row_height());
        let y = area.y + row as f32 * h;
        let mut x = area.x + column as f32 * (fit.column_width + fit.gap());
        let right = x + fit.column_width;
        let cell = |x: f32, width: f32| Area { x, y, w: width, h };
        let mut lead = Vec::new();
        for w in &self.columns.lead {
            lead.push(cell(x, w * size));
            x += (w + LEAD_GAP) * size;
        }
        let mut end = right;
        let mut trail: Vec<Area> = Vec::new();
        for (i, w) in self.columns.trail.iter().enumerate().rev() {
            end -= w * size;
            trail.insert(0, cell(end, w * size));
            end -= if i == 0 { CELL_GAP } else { TRAIL_GAP } * size;
        }
        let name_area = cell(x, (end - x).max(0.0));
        Some(RowCells {
            lead,
            whole: name * size <= name_area.w + 0.5,
            name: name_area,
            trail,
        })
    }
}

impl BoardsPlan {
    /// Above each column of `board` on `page`: where the heads of the cells after the name
    /// go (a star's shape above its count), and the room left for the board's title line
    /// before the first column's heads.
    pub fn heads(&self, board: usize, page: usize) -> Option<(Area, Vec<Vec<Area>>)> {
        let area = *self.titles.get(board)?;
        let rows = self.page_rows(board, page);
        let mut room = area.w;
        let mut heads = Vec::new();
        for column in 0..self.fit.columns {
            let first = rows.start + column * self.fit.rows;
            let Some(cells) = rows
                .contains(&first)
                .then(|| self.row(board, first))
                .flatten()
            else {
                continue;
            };
            if column == 0 {
                room = cells
                    .trail
                    .first()
                    .map_or(area.w, |c| c.x - area.x - self.title_size * CELL_GAP);
            }
            heads.push(
                cells
                    .trail
                    .iter()
                    .map(|cell| Area {
                        x: cell.x,
                        w: cell.w,
                        ..area
                    })
                    .collect(),
            );
        }
        Some((
            Area {
                w: room.max(0.0),
                ..area
            },
            heads,
        ))
    }
}

/// Whether a key (`legend`, its width at a text size of 1) fits at the right of the title
/// band beside a title of width `title` (at 1), in the smallest text.
pub fn legend_fits(frame: &Frame, title: f32, legend: f32) -> bool {
    title * frame.title_size + legend * frame.smallest + frame.unit * 0.5 <= frame.title.w
}

/// A key of several texts (each its width at a text size of 1) at the right of the title
/// band, in the smallest text, the last at the right edge: each one's cell, in order.
pub fn legend_cells(frame: &Frame, widths: &[f32]) -> Vec<Area> {
    let mut right = frame.title.right();
    let mut cells: Vec<Area> = widths
        .iter()
        .rev()
        .map(|w| {
            let w = (w + CELL_GAP) * frame.smallest;
            right -= w;
            Area {
                x: right,
                w,
                ..frame.title
            }
        })
        .collect();
    cells.reverse();
    cells
}

pub use super::display_layout::page_at;

#[cfg(test)]
mod tests {
    use super::*;

    fn names(count: usize, width: f32) -> RowsMeasure {
        RowsMeasure {
            names: vec![width; count],
        }
    }

    #[test]
    fn thirty_pairs_a_direction_page_rather_than_cut_their_names() {
        let f = frame(1280.0, 720.0);
        let columns = Columns {
            lead: vec![1.5, 1.2],
            trail: vec![3.4],
            shortest_name: Columns::NEVER_CUT,
            titled: true,
        };
        let plan = plan_boards(&f, f.body, &[names(30, 11.0), names(30, 12.0)], &columns);
        assert!(plan.fit.size >= 720.0 / 36.0 - 1e-3);
        assert!(plan.fit.pages * plan.fit.per_page() >= 30);
        for board in 0..2 {
            for i in 0..30 {
                let row = plan.row(board, i).unwrap();
                assert!(row.whole, "{board} {i}: {row:?}");
                assert!(row.name.bottom() <= f.height && row.trail[0].right() <= f.width);
            }
        }
    }
}
