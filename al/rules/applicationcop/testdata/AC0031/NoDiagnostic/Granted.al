namespace Contoso.Archive;

codeunit 50120 "Granted Access"
{
    Permissions = tabledata "Granted Invoice" = RIMD,
                  tabledata 50122 = r,
                  tabledata Contoso.Archive."Granted Setup" = rm;

    procedure Run()
    var
        Invoice: Record "Granted Invoice";
        Setup: Record "Granted Setup";
        Log: Record "Granted Log";
    begin
        Invoice.FindSet();
        Invoice.Insert();
        Invoice.Modify();
        Invoice.Delete();
        Setup.Get();
        Setup.Modify();
        Log.Insert();
        Log.FindFirst();
        WriteLog();
    end;

    [InherentPermissions(PermissionObjectType::TableData, Database::"Granted Log", 'd')]
    local procedure WriteLog()
    var
        Log: Record "Granted Log";
    begin
        Log.DeleteAll();
    end;
}

table 50120 "Granted Invoice"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50121 "Granted Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50122 "Granted Log"
{
    InherentPermissions = I;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

page 50120 "Granted Invoices"
{
    SourceTable = "Granted Invoice";

    trigger OnOpenPage()
    var
        Other: Record "Granted Invoice";
    begin
        Rec.FindFirst();
        Other.ModifyAll("No.", '');
    end;
}
