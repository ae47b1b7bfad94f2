//! A table's number and its role in the evening (R-TABLE-1): the two facts every view
//! of a table starts from, each decided here once.

#[allow(unused_imports)]
use crate::prelude::*;

use super::settings::Scoring;

/// A table's number, 1..T (R-TABLE-1). Lists of tables are kept head table first, so
/// table `n` is at index `n − 1`: [`TableNo::index`] is the one place that says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TableNo(pub u32);

impl TableNo {
    /// The head table.
    pub const HEAD: TableNo = TableNo(1);

    /// Its place in a list kept head table first; `None` for the impossible table 0.
    pub fn index(self) -> Option<usize> {
        (self.0 as usize).checked_sub(1)
    }

    /// The table at `index` of a list kept head table first.
    pub fn at_index(index: usize) -> TableNo {
        TableNo(
            u32::try_from(index)
                .unwrap_or(u32::MAX - 1)
                .saturating_add(1),
        )
    }

    /// Its number.
    pub fn get(self) -> u32 {
        self.0
    }
}

impl From<u32> for TableNo {
    fn from(table: u32) -> TableNo {
        TableNo(table)
    }
}

impl core::fmt::Display for TableNo {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What a table is in the star game (R-TABLE-1, R-STAR-1, R-STAR-2): the head table
/// (its winners take gold), the booby table (its losers take green), both at once when
/// there is one table, or neither. The score-card methods have no head or booby table
/// (R-ALT-1, R-ALT-2): there every table is [`TableRole::Plain`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableRole {
    /// Table 1 of two or more.
    Head,
    /// Table T of two or more.
    Booby,
    /// The only table: head and booby at once (R-STAR-2).
    HeadAndBooby,
    /// Any other table, and every table of a score-card evening.
    Plain,
}

impl TableRole {
    /// The role of `table` among `tables` tables in an evening of the star game scored
    /// by `scoring` (`None`: duplicate Cinch, where every table is plain).
    pub fn of(table: impl Into<TableNo>, tables: usize, scoring: Option<Scoring>) -> TableRole {
        if scoring != Some(Scoring::Stars) {
            return TableRole::Plain;
        }
        TableRole::in_star_game(table.into(), tables)
    }

    /// The role in the star game, whatever the party's scoring: the stars a round gives
    /// follow it (R-STAR-1).
    pub fn in_star_game(table: TableNo, tables: usize) -> TableRole {
        let last = table.index().is_some_and(|i| i + 1 == tables);
        match (table == TableNo::HEAD, last) {
            (true, true) => TableRole::HeadAndBooby,
            (true, false) => TableRole::Head,
            (false, true) => TableRole::Booby,
            (false, false) => TableRole::Plain,
        }
    }

    /// Its winners take gold (R-STAR-1).
    pub fn is_head(self) -> bool {
        matches!(self, TableRole::Head | TableRole::HeadAndBooby)
    }

    /// Its losers take green (R-STAR-1).
    pub fn is_booby(self) -> bool {
        matches!(self, TableRole::Booby | TableRole::HeadAndBooby)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_table_1_one_place_decides_head_and_booby() {
        assert_eq!(
            TableRole::of(1, 1, Some(Scoring::Stars)),
            TableRole::HeadAndBooby
        );
        assert_eq!(TableRole::of(1, 5, Some(Scoring::Stars)), TableRole::Head);
        assert_eq!(TableRole::of(5, 5, Some(Scoring::Stars)), TableRole::Booby);
        assert_eq!(TableRole::of(3, 5, Some(Scoring::Stars)), TableRole::Plain);
        assert_eq!(
            TableRole::of(1, 1, Some(Scoring::PairsAllEvening)),
            TableRole::Plain
        );
        assert_eq!(
            TableRole::of(5, 5, Some(Scoring::IndividualCards)),
            TableRole::Plain
        );
        assert!(TableRole::HeadAndBooby.is_head() && TableRole::HeadAndBooby.is_booby());
    }

    #[test]
    fn table_numbers_index_lists_head_first() {
        assert_eq!(TableNo(1).index(), Some(0));
        assert_eq!(TableNo(0).index(), None);
        assert_eq!(TableNo::at_index(9), TableNo(10));
    }
}
