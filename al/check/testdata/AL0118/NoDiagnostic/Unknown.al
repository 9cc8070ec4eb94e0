namespace Own.Sales;

using Base.Sales;

// The implicit record's table is not loaded (a System table): every bare
// name may be one of its fields.
page 50102 "Own Objects"
{
    SourceTable = AllObjWithCaption;

    trigger OnAfterGetRecord()
    begin
        if "Object Caption" = '' then
            "Object Name" := '';
    end;
}

// The base of this extension is not loaded: its procedures are unknown.
pageextension 50102 "Own Unknown Ext" extends "Not Loaded Page"
{
    trigger OnOpenPage()
    begin
        BaseProcedure();
    end;
}

query 50103 "Own Query"
{
    elements
    {
        dataitem(Customer; Customer)
        {
            column(CustomerNo; "No.") { }
            filter(CustomerName; Name) { }
        }
    }

    trigger OnBeforeOpen()
    begin
        SetFilter(CustomerName, 'A*');
        if CustomerNo = '' then;
    end;
}

codeunit 50104 "Own Tests"
{
    Subtype = Test;

    [Test]
    procedure TestPageFields()
    var
        CustomerCard: TestPage "Customer Card";
    begin
        CustomerCard.OpenView();
        CustomerCard.Filter.SetFilter("No.", '10000');
        CustomerCard.FindFirstField(Name, 'x');
    end;
}
