codeunit 50130 "PC0003 Operators"
{
    procedure Run(MinAmount: Decimal)
    var
        Cust: Record Customer;
        Ref: RecordRef;
        Fld: FieldRef;
    begin
        [=Cust.SetRange("No.", '<>10000')=];
        [=Cust.SetRange(Name, 'A*')=];
        [=Cust.SETRANGE("Country/Region Code", 'DE|FR')=];
        [=Cust.SetRange("No.", '1000..2000')=];
        [=Cust.SetRange(Amount, '>%1', MinAmount)=];
        [=Cust.SetRange("No.", '10000', '<20000')=];
        Fld := Ref.Field(1);
        [=Fld.SetRange('>0')=];
    end;
}

table 50130 "PC0003 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    procedure FilterOwn()
    begin
        [=SetRange("No.", '<>''''')=];
    end;
}
