namespace Contoso.Notes;

using Microsoft.Utilities;

codeunit 50355 "Show Note Ns"
{
    procedure Show(Note: Record "Show Note Ns Entry")
    var
        PageManagement: Codeunit "Page Management";
    begin
        PageManagement.PageRunModal(Note);
    end;
}

table 50355 "Show Note Ns Entry"
{
    fields { field(1; "Entry No."; Integer) { } }
}
