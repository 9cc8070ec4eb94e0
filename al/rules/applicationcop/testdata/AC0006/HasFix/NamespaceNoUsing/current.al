namespace Contoso.Notes;

codeunit 50355 "Show Note Ns"
{
    procedure Show(Note: Record "Show Note Ns Entry")
    begin
        [=Page.RunModal(0, Note)=];
    end;
}

table 50355 "Show Note Ns Entry"
{
    fields { field(1; "Entry No."; Integer) { } }
}
