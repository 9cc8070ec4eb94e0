codeunit 50353 "Show Note"
{
    procedure Show(Note: Record "Show Note Entry")
    var
        PageManagement: Codeunit "Page Management";
    begin
        PageManagement.PageRun(Note);
    end;
}

table 50353 "Show Note Entry"
{
    fields { field(1; "Entry No."; Integer) { } }
}
