codeunit 50114 "LC0003 Page Run"
{
    procedure Show(var Entry: Record "LC0003 Fix Entry")
    begin
        Page.Run([=50114=], Entry);
    end;
}

table 50114 "LC0003 Fix Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

page 50114 "LC0003 Fix Entries"
{
    SourceTable = "LC0003 Fix Entry";
}
