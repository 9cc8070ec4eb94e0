table 50263 "AC0002 Explicit"
{
    fields
    {
        field(1; [|"Code"|]; Code[20]) { NotBlank = false; }
    }
    keys { key(PK; "Code") { } }
}

table 50264 "AC0002 Integer Key"
{
    fields
    {
        field(1; [|"Entry No."|]; Integer) { }
    }
    keys { key(PK; "Entry No.") { } }
}

table 50265 "AC0002 Two Fields"
{
    fields
    {
        field(1; [|"Document No."|]; Code[20]) { }
        field(2; [|"Line No."|]; Integer) { }
    }
    keys { key(PK; "Document No.", "Line No.") { } }
}
