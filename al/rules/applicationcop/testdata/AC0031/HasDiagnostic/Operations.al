codeunit 50100 "Invoice Archiver"
{
    Permissions = tabledata "Archived Invoice" = r;

    procedure Archive(InvoiceNo: Code[20])
    var
        ArchivedInvoice: Record "Archived Invoice";
        Setup: Record "Archive Setup";
    begin
        [=Setup.Get()=];
        if ArchivedInvoice.Get(InvoiceNo) then
            exit;
        ArchivedInvoice.Init();
        ArchivedInvoice."No." := InvoiceNo;
        [=ArchivedInvoice.Insert(true)=];
        [=ArchivedInvoice.Modify()=];
        [=ArchivedInvoice.Rename('X')=];
        [=ArchivedInvoice.ModifyAll(Amount, 0)=];
        [=ArchivedInvoice.DeleteAll()=];
        if [=Setup.IsEmpty()=] then;
        if [=Setup.Count=] = 0 then;
    end;
}

table 50100 "Archived Invoice"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }
}

table 50101 "Archive Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50102 "Archive Log"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }

    procedure Purge()
    begin
        [=DeleteAll()=];
        [=Rec.FindFirst()=];
    end;
}

report 50100 "Archive List"
{
    ProcessingOnly = true;

    dataset
    {
        [=dataitem(Invoice; "Archived Invoice")=]
        {
            dataitem(TempLog; "Archive Log")
            {
                UseTemporary = true;
            }
        }
    }
}

query 50100 "Archive Query"
{
    elements
    {
        [=dataitem(Log; "Archive Log")=]
        {
            column(EntryNo; "Entry No.") { }
        }
    }
}

xmlport 50100 "Archive Import"
{
    Direction = Import;
    Permissions = tabledata "Archive Log" = i;

    schema
    {
        textelement(Root)
        {
            [=tableelement(Log; "Archive Log")=]
            {
                AutoSave = true;
            }
        }
    }
}
