package syntax

// parseFile builds f.Root from f.Tokens.
func parseFile(f *File, kw []Keyword) {
	f.Root = &Node{Kind: FileNode, First: 0, Last: int32(len(f.Tokens))}
}
