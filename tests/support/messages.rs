//! The window's messages waited for, every wait bounded.

use cinch_party::app::CinchApp;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Lets frames pass until a message containing `words` shows (the PDF is made on a
/// worker thread), at most for about ten seconds.
pub fn wait_for_message(h: &mut Harness<'_, CinchApp>, words: &str) {
    for _ in 0..500 {
        h.run_steps(1);
        if h.query_by_label_contains(words).is_some() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("no message saying {words:?}");
}
