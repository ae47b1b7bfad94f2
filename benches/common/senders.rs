//! The phones of every table sending their round's result at the same instant, for the
//! benchmarks that measure the owner's answers (`phones`, `display_load`): one thread a
//! table, held at a barrier, each timing its request from send to answer.

use std::sync::{Arc, Barrier};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A table's sender: its time from request to answer, or what went wrong.
pub type Sender = JoinHandle<Result<Duration, String>>;

/// Starts a sender per `(table, link)`, all released together, each posting a result
/// for `round`.
pub fn send_at_once(links: Vec<(u32, String)>, round: u32) -> Vec<Sender> {
    send_and_maybe_agree(links, round, false)
}

/// The same, where each result is put to East–West (issue 52): the phone posts the
/// result (answered 202), then East–West's Agree; the time is from the result's request
/// to the Agree's answer, when the result counts.
#[allow(dead_code, reason = "only the phones benchmark asks for agreement")]
pub fn send_and_agree_at_once(links: Vec<(u32, String)>, round: u32) -> Vec<Sender> {
    send_and_maybe_agree(links, round, true)
}

fn send_and_maybe_agree(links: Vec<(u32, String)>, round: u32, agree: bool) -> Vec<Sender> {
    let barrier = Arc::new(Barrier::new(links.len()));
    links
        .into_iter()
        .map(|(table, link)| {
            let barrier = barrier.clone();
            std::thread::spawn(move || -> Result<Duration, String> {
                let agent: ureq::Agent = ureq::Agent::config_builder()
                    .http_status_as_error(false)
                    .timeout_global(Some(Duration::from_secs(30)))
                    .build()
                    .into();
                let body = format!(r#"{{"round":{round},"ns":{},"ew":12}}"#, 13 + table);
                barrier.wait();
                let start = Instant::now();
                let response = agent
                    .post(&format!("{link}/result"))
                    .header("Content-Type", "application/json")
                    .send(&body)
                    .map_err(|e| e.to_string())?;
                match (response.status().as_u16(), agree) {
                    (200, false) => return Ok(start.elapsed()),
                    (202, true) => {}
                    (other, _) => return Err(format!("table {table}: {other}")),
                }
                let body = format!(
                    r#"{{"round":{round},"ns":{},"ew":12,"agree":true}}"#,
                    13 + table
                );
                let response = agent
                    .post(&format!("{link}/agree"))
                    .header("Content-Type", "application/json")
                    .send(&body)
                    .map_err(|e| e.to_string())?;
                match response.status().as_u16() {
                    200 => Ok(start.elapsed()),
                    other => Err(format!("table {table}'s agreement: {other}")),
                }
            })
        })
        .collect()
}
