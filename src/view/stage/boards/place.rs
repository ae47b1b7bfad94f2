//! Placing the planned boards: each row's cells and its name's lines on its page, each
//! board's title line (with its page) and the heads above its columns.

use super::super::frame::{Area, ROW};
use super::super::measure::{break_lines, width};
use super::super::rows::{Ink, Row};
use super::super::{Align, Part, Stage, Text};
use super::{BOARD_GAP, Board, CELL_GAP, GAP, LEAD_GAP, Plan, SLACK, TRAIL_GAP};

/// Where a row goes: its page, and the top-left of its column and row.
struct Spot {
    page: usize,
    x: f32,
    y: f32,
}

impl Plan<'_> {
    /// The first page of board `b` and its count of pages.
    pub fn board_pages(&self, b: usize) -> (usize, usize) {
        let l = &self.layout;
        let per = (l.rows * l.columns).max(1);
        let own = |board: &Board<'_>| board.rows.len().div_ceil(per).max(1);
        if !l.turn {
            return (0, self.boards.iter().map(own).max().unwrap_or(1));
        }
        let first = self.boards.iter().take(b).map(own).sum();
        (first, self.boards.get(b).map_or(1, own))
    }

    /// The left edge of board `b`.
    fn board_x(&self, b: usize) -> f32 {
        let (board_w, _) = self.board_room(self.layout.turn);
        let step = if self.layout.turn {
            0.0
        } else {
            board_w + self.floor * BOARD_GAP
        };
        self.area.x + b as f32 * step
    }

    fn spot(&self, b: usize, i: usize) -> Spot {
        let l = &self.layout;
        let per = (l.rows * l.columns).max(1);
        let (first, _) = self.board_pages(b);
        let on_page = i % per;
        let (column, row) = (on_page / l.rows.max(1), on_page % l.rows.max(1));
        let (column_w, _) = self.column(l);
        // The rows above it in its column, each as tall as its lines.
        let above: usize = (i - row..i)
            .map(|k| self.row_lines(b, k) + usize::from(l.stacked))
            .sum();
        Spot {
            page: first + i / per,
            x: self.board_x(b) + column as f32 * (column_w + GAP * l.size),
            y: self.area.y
                + self.title_height()
                + above as f32 * l.size * ROW
                + row as f32 * super::row_gap(l.size, l.lines, l.stacked),
        }
    }

    /// The rows of board `b` on `page`, if it is one of its pages.
    pub fn rows_on(&self, b: usize, page: usize) -> std::ops::Range<usize> {
        let per = (self.layout.rows * self.layout.columns).max(1);
        let (first, count) = self.board_pages(b);
        let len = self.boards.get(b).map_or(0, |board| board.rows.len());
        if page < first || page >= first + count {
            return 0..0;
        }
        let start = ((page - first) * per).min(len);
        start..(start + per).min(len)
    }

    /// Every row of every board, on its page, into `stage`.
    pub fn place_rows(&self, stage: &mut Stage) {
        for (b, board) in self.boards.iter().enumerate() {
            for (i, row) in board.rows.iter().enumerate() {
                self.place_row(stage, (b, i), row);
            }
        }
    }

    fn place_row(&self, stage: &mut Stage, (b, i): (usize, usize), row: &Row) {
        let l = &self.layout;
        let spot = self.spot(b, i);
        let (column_w, _) = self.column(l);
        let (size, line_h) = (l.size, l.size * ROW);
        let cells_y = spot.y
            + if l.stacked {
                self.row_lines(b, i) as f32 * line_h
            } else {
                0.0
            };
        let page = Some(spot.page);
        let box_at = |x: f32, y: f32, w: f32| Area { x, y, w, h: line_h };
        let mut x = spot.x;
        for ((words, ink), w) in row.lead.iter().zip(&self.measures.lead) {
            stage.put(
                page,
                box_at(x, cells_y, w * size),
                (words, *ink),
                (size, false, Align::Right),
            );
            x += (w + LEAD_GAP) * size;
        }
        let mut end = spot.x + column_w;
        let trails: Vec<(&(String, Ink), &f32)> =
            row.trail.iter().zip(&self.measures.trail).collect();
        for (k, ((words, ink), w)) in trails.iter().enumerate().rev() {
            end -= *w * size;
            stage.put(
                page,
                box_at(end, cells_y, *w * size),
                (words, *ink),
                (size, false, Align::Right),
            );
            end -= if k == 0 { CELL_GAP } else { TRAIL_GAP } * size;
        }
        if let Some(text) = self.name_text(b, i) {
            stage.texts.push(text);
        }
    }

    /// Row `i` of board `b`'s name in its lines at its place (an everyday name is whole;
    /// a long one cut with "…" where its lines run out).
    pub fn name_text(&self, b: usize, i: usize) -> Option<Text> {
        let l = &self.layout;
        let row = self.boards.get(b).and_then(|board| board.rows.get(i))?;
        let spot = self.spot(b, i);
        let (column_w, room) = self.column(l);
        let lead: f32 = self
            .measures
            .lead
            .iter()
            .map(|w| (w + LEAD_GAP) * l.size)
            .sum();
        let (x, w) = match l.stacked {
            true => (spot.x, column_w),
            false => (spot.x + lead, room.max(0.0)),
        };
        let line_h = l.size * ROW;
        let fits = (w - SLACK).max(0.0) / l.size;
        let (lines, _) = break_lines(&row.name.0, fits, self.row_lines(b, i), false);
        Some(Text {
            page: Some(spot.page),
            area: Area {
                x,
                y: spot.y,
                w,
                h: line_h * lines.len() as f32,
            },
            lines: lines
                .into_iter()
                .map(|words| {
                    vec![Part {
                        words,
                        ink: row.name.1,
                    }]
                })
                .collect(),
            size: l.size,
            bold: false,
            align: Align::Left,
            clock: false,
        })
    }

    /// The title line of each board on each of its pages (`paged`: with its page when
    /// it has more than one), and each column's heads.
    pub fn place_titles(&self, stage: &mut Stage, paged: bool) {
        for (b, board) in self.boards.iter().enumerate() {
            let Some((title, ink)) = board.title else {
                continue;
            };
            let (first, count) = self.board_pages(b);
            for page in first..first + count {
                let heads_x = self.place_heads(stage, b, page);
                let (board_w, _) = self.board_room(self.layout.turn);
                let x = self.board_x(b);
                let right = heads_x.map_or(x + board_w, |h| h - self.floor * CELL_GAP);
                let area = Area {
                    x,
                    y: self.area.y,
                    w: (right - x).max(0.0),
                    h: self.floor * ROW,
                };
                let words = match paged {
                    true => crate::words::display::paged_titles(title, page - first, count),
                    false => vec![title.to_owned()],
                };
                let (text, size) = super::super::title::one_line(
                    &words,
                    area.w - SLACK,
                    (self.floor, self.floor),
                    false,
                );
                stage.put(Some(page), area, (&text, ink), (size, false, Align::Left));
            }
        }
    }

    /// The heads above each column's cells on `page` of board `b`; the left edge of the
    /// first column's first head.
    fn place_heads(&self, stage: &mut Stage, b: usize, page: usize) -> Option<f32> {
        if self.heads.is_empty() {
            return None;
        }
        let l = &self.layout;
        let rows = self.rows_on(b, page);
        let mut first = None;
        for start in rows.clone().step_by(l.rows.max(1)) {
            let spot = self.spot(b, start);
            let (column_w, _) = self.column(l);
            let mut end = spot.x + column_w;
            let trails: Vec<(&(&str, Ink), &f32)> =
                self.heads.iter().zip(&self.measures.trail).collect();
            for (k, ((words, ink), w)) in trails.iter().enumerate().rev() {
                end -= *w * l.size;
                let area = Area {
                    x: end,
                    y: self.area.y,
                    w: *w * l.size,
                    h: self.floor * ROW,
                };
                if *w * l.size >= width(words, false) * self.floor {
                    stage.put(
                        Some(page),
                        area,
                        (words, *ink),
                        (self.floor, false, Align::Right),
                    );
                }
                first = first.or(Some(end)).map(|f: f32| f.min(end));
                end -= if k == 0 { CELL_GAP } else { TRAIL_GAP } * l.size;
            }
        }
        first
    }
}
