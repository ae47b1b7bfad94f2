//! Tables on paper (issue 54 §2): each column keeps one type size for all its rows —
//! its style's own, or, where a name in it would not fit a line, the largest at which
//! every name does (down to three-quarters) — and a cell takes as many lines as it
//! needs, a pair's two names broken after the "&", so no name is ever cut short. Only a
//! cell longer than [`MOST_LINES`] lines is cut, with an ellipsis.

use super::flow::Flow;
use super::page::{Ink, Page, Style};
use crate::fonts;

/// A cell's most lines; past them its last line is cut.
pub const MOST_LINES: usize = 4;

/// Room left each side of a cell's text.
pub const PAD: f32 = 3.0;

/// The smallest a column's type is made to keep its names whole, as a share of its
/// style's size; a name longer still breaks at its spaces.
const FLOOR: f32 = 0.75;

/// The columns of a table on paper.
#[derive(Debug, Clone)]
pub struct Table {
    lefts: Vec<f32>,
    widths: Vec<f32>,
    /// Each column's type, as a share of the size its cells ask for.
    scales: Vec<f32>,
}

impl Table {
    /// Columns from `left` across `room`, in the proportions of `shares`.
    pub fn new(left: f32, room: f32, shares: &[f32]) -> Table {
        let total: f32 = shares.iter().sum::<f32>().max(0.01);
        let mut lefts = Vec::with_capacity(shares.len());
        let mut widths = Vec::with_capacity(shares.len());
        let mut x = left;
        for share in shares {
            let width = room * share / total;
            lefts.push(x);
            widths.push(width);
            x += width;
        }
        Table {
            scales: vec![1.0; lefts.len()],
            lefts,
            widths,
        }
    }

    /// Columns at these offsets from `left`, of these widths.
    pub fn at(left: f32, columns: &[(f32, f32)]) -> Table {
        Table {
            lefts: columns.iter().map(|(x, _)| left + x).collect(),
            widths: columns.iter().map(|(_, w)| *w).collect(),
            scales: vec![1.0; columns.len()],
        }
    }

    /// Column `i`'s left edge and width.
    pub fn column(&self, i: usize) -> Option<(f32, f32)> {
        Some((*self.lefts.get(i)?, *self.widths.get(i)?))
    }

    /// Column `i`'s type made small enough (to three-quarters of `style`'s) that each of
    /// `texts` fits a line, every name of a pair counted alone: one size for the whole
    /// column, whatever the row.
    pub fn fit<'a>(&mut self, i: usize, style: Style, texts: impl IntoIterator<Item = &'a str>) {
        let Some(room) = self.widths.get(i).map(|w| w - 2.0 * PAD) else {
            return;
        };
        let widest = texts
            .into_iter()
            .flat_map(|text| text.split(JOIN.trim()).map(str::trim))
            .map(|name| fonts::width(name, style.size, style.weight))
            .fold(0.0_f32, f32::max);
        if let Some(scale) = self.scales.get_mut(i)
            && widest > room
        {
            *scale = scale.min((room / widest).max(FLOOR));
        }
    }

    /// The style of column `i` for a cell that asks for `style`.
    pub fn style(&self, i: usize, style: Style) -> Style {
        let scale = self.scales.get(i).copied().unwrap_or(1.0);
        Style {
            size: style.size * scale,
            ..style
        }
    }

    /// A cell's lines in column `i`.
    pub fn lines(&self, i: usize, style: Style, text: &str) -> Vec<String> {
        let room = self.widths.get(i).map_or(0.0, |w| w - 2.0 * PAD);
        let style = self.style(i, style);
        cell_lines(text, room, style)
    }

    /// One line of text in column `i` at `baseline`, in the column's type (a name too
    /// long for it cut: for rows of a fixed height, such as a card's).
    pub fn cell(&self, page: &mut Page, i: usize, baseline: f32, style: Style, text: &str) {
        if let Some((left, width)) = self.column(i) {
            page.text(
                (left + PAD, baseline),
                self.style(i, style),
                width - 2.0 * PAD,
                text,
            );
        }
    }

    /// The lines between the columns, from `top` to `bottom`, and the frame round them.
    pub fn grid(&self, page: &mut Page, top: f32, bottom: f32) {
        let (Some(first), Some(last), Some(width)) =
            (self.lefts.first(), self.lefts.last(), self.widths.last())
        else {
            return;
        };
        for x in self.lefts.iter().skip(1) {
            page.line((*x, top), (*x, bottom), 0.5, Ink::Light);
        }
        page.frame(
            (*first, top, last + width - first, bottom - top),
            0.7,
            Ink::Grey,
        );
    }

    /// One row: each cell on as many lines as it needs, `leading` apart, the row as
    /// tall as its tallest cell; the next row below it. Returns the row's height.
    pub fn row(&self, flow: &mut Flow, leading: f32, cells: &[(&str, Style)]) -> f32 {
        let laid: Vec<(Style, Vec<String>)> = cells
            .iter()
            .enumerate()
            .map(|(i, (text, style))| (self.style(i, *style), self.lines(i, *style, text)))
            .collect();
        let count = laid.iter().map(|(_, l)| l.len()).max().unwrap_or(1).max(1);
        let height = leading * count as f32;
        flow.need(height);
        let top = flow.y;
        let page = flow.page();
        for (i, (style, lines)) in laid.iter().enumerate() {
            let Some((left, width)) = self.column(i) else {
                continue;
            };
            for (k, line) in lines.iter().enumerate() {
                let baseline = top + leading * (k as f32 + 1.0) - 3.5;
                page.text((left + PAD, baseline), *style, width - 2.0 * PAD, line);
            }
        }
        flow.gap(height);
        height
    }
}

/// The join between a pair's two names, with its spaces.
const JOIN: &str = " & ";

/// `text` broken into lines of at most `room` points: after a pair's "&" first, then at
/// spaces; a name longer than a line on lines of its own. At most [`MOST_LINES`], the
/// last cut with an ellipsis when more would be needed.
pub fn cell_lines(text: &str, room: f32, style: Style) -> Vec<String> {
    debug_assert_eq!(JOIN.trim(), crate::words::PAIR_JOIN);
    let width = |t: &str| fonts::width(t, style.size, style.weight);
    let join = JOIN.trim();
    let mut lines: Vec<String> = Vec::new();
    // A name on lines of its own: whole where it fits, else broken at its spaces.
    let put = |lines: &mut Vec<String>, name: &str| {
        if width(name) <= room {
            lines.push(name.to_owned());
        } else {
            lines.extend(fonts::wrap(name, room, style.size, style.weight));
        }
    };
    if width(text) <= room {
        lines.push(text.to_owned());
    } else if let Some((first, second)) = text.split_once(JOIN) {
        // A pair on two lines: the "&" ending the first, or else starting the second.
        let ending = format!("{first} {join}");
        let starting = format!("{join} {second}");
        if width(&ending) <= room {
            lines.push(ending);
            put(&mut lines, second);
        } else {
            put(&mut lines, first);
            put(&mut lines, &starting);
        }
    } else {
        put(&mut lines, text);
    }
    if lines.len() > MOST_LINES {
        let rest = lines.split_off(MOST_LINES - 1).join(" ");
        lines.push(fonts::fit(&rest, room, style.size, style.weight));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_too_long_for_a_line_breaks_after_the_join_never_inside_a_name() {
        let style = Style::plain(9.5);
        let pair = "Mary-Katherine Van der Westhuizen & Howard Bancroft";
        let room = fonts::width("Mary-Katherine Van der Westhuizen &", 9.5, style.weight) + 1.0;
        assert_eq!(
            cell_lines(pair, room, style),
            ["Mary-Katherine Van der Westhuizen &", "Howard Bancroft"]
        );
        let wide = fonts::width(pair, 9.5, style.weight) + 1.0;
        assert_eq!(cell_lines(pair, wide, style), [pair]);
    }

    #[test]
    fn a_column_takes_one_size_at_which_every_name_fits() {
        let style = Style::plain(10.0);
        let long = "Mary-Katherine Van der Westhuizen";
        let room = fonts::width(long, 10.0, style.weight) * 0.9 + 2.0 * PAD;
        let mut table = Table::at(0.0, &[(0.0, room)]);
        table.fit(
            0,
            style,
            [format!("{long} & Al Bo").as_str(), "Al Bo & Cy Do"],
        );
        let fitted = table.style(0, style);
        assert!((fitted.size - 9.0).abs() < 0.05, "{}", fitted.size);
        assert_eq!(table.lines(0, style, long), [long]);
    }
}
