package txn

import "encoding/hex"

// Hooks for the external tests, which build journals as an attacker or a crashed alfix would.

// TxDirNameOf returns the transaction directory name this user's alfix gives base in the
// resolved root.
func TxDirNameOf(root, base string) (string, error) {
	key, err := OS.Key(true)
	if err != nil {
		return "", err
	}
	return txDirName(key, root, base), nil
}

// SignedJournal returns a journal with the given header line (JSON) MAC'd with this user's key,
// and the header's MAC for state records.
func SignedJournal(header string) ([]byte, string, error) {
	key, err := OS.Key(true)
	if err != nil {
		return nil, "", err
	}
	m := hex.EncodeToString(mac(key, macJournal, header))
	return []byte(header + "\n" + `{"mac":"` + m + `"}` + "\n"), m, nil
}

// SignedState returns a state record for a journal whose header MAC is headerMAC.
func SignedState(headerMAC, state string) ([]byte, error) {
	key, err := OS.Key(true)
	if err != nil {
		return nil, err
	}
	return encodeState(key, headerMAC, state), nil
}

// PortableDirs is true when this build uses the os.Root Dir (dir_portable.go).
const PortableDirs = portableDirs
