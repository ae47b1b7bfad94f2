//! The sound device, driven from a thread of its own: opening it, or playing on it, can
//! be slow or fail, and neither may freeze the window or bring it down.

use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

use super::{Ring, Sound, ring_source};

/// The default sound device, on its own thread.
pub struct DeviceSound {
    rings: Option<Sender<(Ring, u8)>>,
    notices: Receiver<String>,
}

impl DeviceSound {
    /// Starts the sound thread; it opens the default output device. If that fails the
    /// reason comes back as a notice and the bell stays visual.
    pub fn start() -> DeviceSound {
        let (ring_tx, ring_rx) = mpsc::channel::<(Ring, u8)>();
        let (notice_tx, notice_rx) = mpsc::channel::<String>();
        let spawned = thread::Builder::new()
            .name("bell".to_owned())
            .spawn(move || play_loop(&ring_rx, &notice_tx));
        let rings = match spawned {
            Ok(_) => Some(ring_tx),
            Err(_) => None,
        };
        DeviceSound {
            rings,
            notices: notice_rx,
        }
    }
}

fn play_loop(rings: &Receiver<(Ring, u8)>, notices: &Sender<String>) {
    let opened = std::panic::catch_unwind(rodio::DeviceSinkBuilder::open_default_sink);
    let mut sink = match opened {
        Ok(Ok(sink)) => sink,
        Ok(Err(error)) => {
            let _ = notices.send(format!(
                "Sound is off (no sound device: {error}): the bell shows on screen only."
            ));
            return;
        }
        Err(_) => {
            let _ = notices.send(
                "Sound is off (the sound system failed): the bell shows on screen only.".to_owned(),
            );
            return;
        }
    };
    sink.log_on_drop(false);
    while let Ok((ring, volume)) = rings.recv() {
        let played = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let player = rodio::Player::connect_new(sink.mixer());
            player.append(ring_source(ring, volume));
            player.detach();
        }));
        if played.is_err() {
            let _ = notices.send(
                "Sound is off (the sound system failed): the bell shows on screen only.".to_owned(),
            );
            return;
        }
    }
}

impl Sound for DeviceSound {
    fn ring(&mut self, ring: Ring, volume: u8) {
        if let Some(rings) = &self.rings
            && rings.send((ring, volume)).is_err()
        {
            // The sound thread has ended (it said why in a notice).
            self.rings = None;
        }
    }

    fn take_notice(&mut self) -> Option<String> {
        self.notices.try_recv().ok()
    }
}
