codeunit 50100 "My Codeunit"
{
    var
        Counter: Integer;

    procedure Run(Param: Integer)
    var
        Local: Integer;
        Other: Codeunit "Other Codeunit";
        Customer: Record Customer;
    begin
        this.Counter := Param;
        Local := this.Counter;
        Other.Run();
        Customer.Init();
        this.Helper();
        Message('%1', Local);
    end;

    local procedure Helper()
    var
        Counter: Integer;
    begin
        // The local shadows the global.
        Counter := 1;
        Message('%1', Counter);
    end;
}

codeunit 50101 "Other Codeunit"
{
    procedure Run()
    begin
    end;
}

// Extension objects are not reported.
codeunit 50102 Pragma
{
    var
        Value: Integer;

    procedure Run()
    begin
#pragma warning disable AA0248
        Value := 1;
#pragma warning restore AA0248
    end;
}

tableextension 50100 "My Ext" extends Customer
{
    var
        ExtValue: Integer;

    procedure SetValue()
    begin
        ExtValue := 1;
    end;
}

page 50100 "My Page"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            // Control source expressions are not code.
            field(Shown; ShownValue) { ApplicationArea = All; }
        }
    }

    var
        ShownValue: Integer;

    trigger OnOpenPage()
    begin
        // Inside `with` a name may mean the record's field.
        with Rec do
            ShownValue := 1;
    end;
}
