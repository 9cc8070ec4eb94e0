codeunit 50100 "My Codeunit"
{
    var
        Total: Decimal;
        Shared: Integer;

    procedure Init()
    begin
        Shared := 5;
    end;

    procedure Run(Param: Integer)
    var
        a: Integer;
        i: Integer;
        Flag: Boolean;
        DocNo: Code[20];
        Amount: Decimal;
        Values: array[3] of Integer;
        Customer: Record Customer;
        Names: List of [Text];
        Name: Text;
        Other: Codeunit "Other Codeunit";
        Later: Integer;
    begin
        a := 1;
        Message('%1', a);
        for i := 1 to 3 do
            Message('%1', i);
        Evaluate(Flag, 'true');
        if Flag then;
        Clear(DocNo);
        Message(DocNo);
        Amount += 1;
        Message('%1', Amount);
        Message('%1', Values[1]);
        Message('%1', Customer."No.");
        foreach Name in Names do
            Message(Name);
        SetTotal(Total);
        Message('%1 %2 %3', Total, Shared, Param);
        // A procedure alfix cannot see may take the argument by var.
        Other.Fill(Later);
        Message('%1', Later);
    end;

    local procedure SetTotal(var Value: Decimal)
    begin
        Value := 1;
    end;
}

page 50100 "My Page"
{
    layout
    {
        area(Content)
        {
            // The user may edit a control's variable.
            field(Input; InputValue) { ApplicationArea = All; }
        }
    }

    var
        InputValue: Decimal;

    trigger OnClosePage()
    begin
        Message('%1', InputValue);
    end;
}

codeunit 50101 "Directives"
{
    procedure Run()
    var
        x: Integer;
    begin
#if CLEAN30
        x := 1;
#endif
        Message('%1', x);
    end;

    procedure Suppressed()
    var
        y: Integer;
    begin
#pragma warning disable AA0205
        Message('%1', y);
#pragma warning restore AA0205
    end;
}

codeunit 50102 "Branches"
{
    procedure Run(c: Boolean)
    var
        x: Integer;
        y: Integer;
    begin
        // The first use is an assignment; alfix does not follow branches.
        if c then
            x := 1
        else
            y := x;
        Message('%1', y);
    end;
}
