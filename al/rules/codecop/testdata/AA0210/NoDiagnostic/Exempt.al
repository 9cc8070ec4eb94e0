codeunit 50410 "Document Filters Ok"
{
    var
        Document: Record "Base Document";

    procedure Filters(TableNo: Integer)
    var
        Document: Record "Base Document" temporary;
        Buffer: Record "Doc Buffer";
        Contact: Record "CRM Doc Copy";
        Unknown: Record "Missing Table";
        RecRef: RecordRef;
        FldRef: FieldRef;
    begin
        Document.SetRange(Status, Document.Status::Open);
        Buffer.SetRange(Description, 'X');
        Contact.SetRange(FullName, 'X');
        Unknown.SetRange("Any Field", 'X');
        RecRef.Open(TableNo);
        FldRef := RecRef.Field(4);
        FldRef.SetRange('X');
    end;

    procedure Clear(var Doc: Record "Base Document"): Boolean
    begin
        Doc.SetRange(Status);
        Doc.SetRange("Date Filter", WorkDate());
        Doc.SetFilter(Amount, '>0');
        Doc.SetRange(SystemModifiedAt, CurrentDateTime());
        Doc.SetRange(SystemId, CreateGuid());
        exit(Doc.IsEmpty());
    end;

    [Obsolete('Use Filters', '25.0')]
    procedure OldFilters()
    begin
        Document.SetRange(Description, 'X');
    end;
}

page 50410 "Doc Buffer List"
{
    SourceTable = "Base Document";
    SourceTableTemporary = true;

    trigger OnOpenPage()
    begin
        SetRange(Description, 'X');
        Rec.SetRange(Status, Rec.Status::Open);
    end;
}

report 50410 "Doc Report"
{
    dataset
    {
        dataitem(TempDoc; "Base Document")
        {
            UseTemporary = true;

            trigger OnPreDataItem()
            begin
                TempDoc.SetRange(Description, 'X');
                SetRange(Status, Status::Open);
            end;
        }
    }
}

interface "Doc Filter"
{
    procedure Apply(var Doc: Record "Base Document");
}
