//! The welcome before anyone is seated. While the phones are on, the door's QR code
//! stands beside the words (under them on an upright screen), so each guest checks in
//! from their own phone as they come in (issue 52): what to do over it, the link under
//! it for a phone that cannot scan.

use crate::rules::State;
use crate::words::display::{self, check_in_here, check_in_how, welcome_words};

use super::flow::{Block, flow};
use super::frame::{Area, ROW};
use super::measure::SLACK;
use super::title::one_line;
use super::{Align, Ink, Stage, StageCode};

/// A welcome before anyone is seated; with the door's code when `door` is its link.
pub(super) fn welcome(mut stage: Stage, state: &State, door: Option<&str>) -> Stage {
    let f = stage.frame;
    let unit = f.unit;
    let blocks = [
        Block::new(display::welcome(), unit, Ink::Title)
            .bold()
            .one_line(&[])
            .after(unit * 2.0),
        Block::new(welcome_words(state), unit * 0.6, Ink::Text),
    ];
    let Some(link) = door else {
        stage.extend(None, flow(&blocks, f.inner, f.smallest).texts);
        return stage;
    };
    let inner = f.inner;
    let gap = unit * 0.3;
    if inner.w >= inner.h * 1.2 {
        // A wide screen: the code's column at the right, centred in its height.
        let w = (inner.w * 0.42).min(inner.h);
        let column = Area {
            x: inner.right() - w,
            w,
            ..inner
        };
        let words = Area {
            w: (inner.w - w - gap).max(0.0),
            ..inner
        };
        stage.extend(None, flow(&blocks, words, f.smallest).texts);
        stage.code = door_code(&mut stage, column, link, false).0;
    } else {
        // An upright one: the code first, at the foot, the words in what is left above.
        let (code, top) = door_code(&mut stage, inner, link, true);
        stage.code = code;
        let words = Area {
            h: (top - gap - inner.y).max(0.0),
            ..inner
        };
        stage.extend(None, flow(&blocks, words, f.smallest).texts);
    }
    stage
}

/// In `column`: "Check in here" and how, the code as large as the column allows (at most
/// 45% of the screen's height on an upright screen, which keeps the words their room),
/// and the link at the foot. The group is centred in the column's height, or set at its
/// foot (`at_foot`). Gives the code and the group's top.
fn door_code(
    stage: &mut Stage,
    column: Area,
    link: &str,
    at_foot: bool,
) -> (Option<StageCode>, f32) {
    let f = stage.frame;
    let unit = f.unit;
    let gap = unit * 0.15;
    let head = [
        Block::new(check_in_here(), unit * 0.6, Ink::Title)
            .bold()
            .one_line(&[]),
        Block::new(check_in_how(), unit * 0.35, Ink::Text).after(unit * 0.1),
    ];
    let head_room = Area {
        h: column.h * if at_foot { 0.25 } else { 0.4 },
        ..column
    };
    let head_height = flow(&head, head_room, f.smallest).height;
    let (rows, size) = link_rows(link, column.w - SLACK, (unit * 0.35, f.smallest));
    let foot_height = rows.len() as f32 * size * ROW;
    let most = if at_foot { f.height * 0.45 } else { column.h };
    let side = column
        .w
        .min(most)
        .min(column.h - head_height - foot_height - 2.0 * gap)
        .max(0.0);
    let group = head_height + gap + side + gap + foot_height;
    let top = if at_foot {
        column.bottom() - group
    } else {
        column.y + (column.h - group).max(0.0) / 2.0
    };
    let laid = flow(
        &head,
        Area {
            y: top,
            h: head_height,
            ..column
        },
        f.smallest,
    );
    stage.extend(None, laid.texts);
    let code_top = top + head_height + gap;
    let mut y = code_top + side + gap;
    for row in &rows {
        let area = Area {
            y,
            h: size * ROW,
            ..column
        };
        stage.put(None, area, (row, Ink::Quiet), (size, false, Align::Centre));
        y += size * ROW;
    }
    let code = (side > 0.0).then(|| StageCode {
        area: Area {
            x: column.x + (column.w - side) / 2.0,
            y: code_top,
            w: side,
            h: side,
        },
        link: link.to_owned(),
    });
    (code, top)
}

/// The link in one row when it fits whole at the floor's size; else in two, its host and
/// its path, so that a guest can type it from the screen. The rows and their size.
fn link_rows(link: &str, room: f32, sizes: (f32, f32)) -> (Vec<String>, f32) {
    let (whole, size) = one_line(&[link.to_owned()], room, sizes, false);
    if whole == link {
        return (vec![whole], size);
    }
    let Some((host, path)) = crate::phones::host_and_path(link) else {
        return (vec![whole], size);
    };
    let (host, first) = one_line(&[host.to_owned()], room, sizes, false);
    let (path, second) = one_line(&[path.to_owned()], room, sizes, false);
    (vec![host, path], first.min(second))
}
