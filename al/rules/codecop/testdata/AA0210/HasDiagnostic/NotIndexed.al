tableextension 50400 "Base Document Ext" extends "Base Document"
{
    fields
    {
        field(50400; "Region Code"; Code[10]) { }
        field(50401; "Salesperson Code"; Code[20]) { }
    }

    keys
    {
        key(Region; "Region Code") { }
    }

    procedure FilterOwn()
    begin
        SetRange([=Description=], 'X');
        Rec.SetFilter([="Salesperson Code"=], '<>%1', '');
        SetRange("Region Code", 'EU');
    end;
}

codeunit 50400 "Document Filters"
{
    var
        Document: Record "Base Document" temporary;

    procedure Open(var Doc: Record "Base Document"; Line: Record "Base Document Line")
    var
        Document: Record "Base Document";
    begin
        Document.SetRange([=Status=], Document.Status::Open);
        Document.SetFilter([=Description=], '@*%1*', 'box');
        Document.SetRange("Customer No.", '10000');
        Document.SetRange("Posting Date", WorkDate());
        // Parameters are the caller's records, which may be temporary.
        Doc.SetRange(Status, Doc.Status::Released);
        Line.SetRange(Amount, 0);
    end;
}

page 50400 "Document List"
{
    SourceTable = "Base Document";

    trigger OnOpenPage()
    begin
        Rec.SetRange([=Status=], Rec.Status::Open);
    end;
}

codeunit 50401 "Region Filters"
{
    // The field is the project's own (a table extension's), but the table
    // is the dependency's: reported.
    procedure BySalesperson(SalespersonCode: Code[20]): Boolean
    var
        Document: Record "Base Document";
    begin
        Document.SetRange([="Salesperson Code"=], SalespersonCode);
        Document.SetRange("Region Code", 'EU');
        exit(Document.IsEmpty());
    end;
}
