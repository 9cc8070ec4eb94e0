codeunit 50353 "Show Note"
{
    procedure Show(Note: Record "Show Note Entry")
    begin
        [=Page.Run(0, Note)=];
    end;
}

table 50353 "Show Note Entry"
{
    fields { field(1; "Entry No."; Integer) { } }
}
