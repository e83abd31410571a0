// Live updates for a tracking page, without an account: a socket of its own on the shop's /track
// namespace, opened with the link's token (the signed-in session's socket in lib/socket needs a
// login). The client library is loaded only when a tracking page is open. The server disconnects
// it when the link is revoked; a page that comes back after a lost connection refetches, since
// updates sent meanwhile are not replayed.
import { useEffect, useEffectEvent } from 'react';
import { TRACKING_NAMESPACE, TRACKING_UPDATE_EVENT, type TrackingView } from '@phoolwari/contracts';

export function useLiveTracking(
  token: string,
  { enabled, onView, onReconnect }: { enabled: boolean; onView: (view: TrackingView) => void; onReconnect: () => void },
): void {
  const handleView = useEffectEvent(onView);
  const handleReconnect = useEffectEvent(onReconnect);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let close = () => {};
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      const socket = io(TRACKING_NAMESPACE, { path: '/socket.io', transports: ['websocket'], auth: { trackingToken: token } });
      let connectedBefore = false;
      socket.on('connect', () => {
        if (connectedBefore) handleReconnect();
        connectedBefore = true;
      });
      socket.on(TRACKING_UPDATE_EVENT, (view: TrackingView) => handleView(view));
      // Revoked while open: the server closed it; the refetch shows the link is gone.
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') handleReconnect();
      });
      close = () => {
        socket.removeAllListeners();
        socket.disconnect();
      };
    });
    return () => {
      stopped = true;
      close();
    };
  }, [token, enabled]);
}
