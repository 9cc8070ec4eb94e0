table 50310 "Fitting Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[50]) { }
        field(3; "Group Code"; Code[10]) { }
        field(4; Notes; Text[250]) { }
        field(5; Blocked; Boolean) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}

table 50311 "Fitting CRM Account"
{
    TableType = CRM;
    ExternalName = 'account';

    fields
    {
        field(1; AccountId; Guid) { }
        field(2; Name; Text[160]) { }
    }
}

codeunit 50312 "Fitting Calls"
{
    var
        Value: Text[100];

    procedure ValidateFits(Short: Text[50]; Number: Code[20])
    var
        Customer: Record "Fitting Customer";
    begin
        Customer.Validate(Name, Short);
        Customer.Validate("No.", Number);
        Customer.Validate(Name, CopyStr(Short + Short, 1, MaxStrLen(Customer.Name)));
        Customer.Validate("Group Code", Format(Customer.Blocked));
    end;

    procedure LocalShadowsGlobal(Customer: Record "Fitting Customer" temporary)
    var
        Value: Text[10];
    begin
        Customer.Validate("Group Code", Value);
    end;

    procedure LabelsThatFit()
    var
        Customer: Record "Fitting Customer";
        LockedLbl: Label 'RETAIL', Locked = true;
        LimitedLbl: Label 'Retail', MaxLength = 10;
    begin
        Customer.Validate("Group Code", LockedLbl);
        Customer.Validate("Group Code", LimitedLbl);
    end;

    procedure FilterOnTextField(Long: Text)
    var
        Customer: Record "Fitting Customer";
    begin
        Customer.SetFilter(Notes, '%1', Long);
        Customer.SetFilter("Group Code", '%1', 'SHORT');
    end;

    procedure GetWithDeclaredLength(Number: Code[50])
    var
        Customer: Record "Fitting Customer";
    begin
        Customer.Get(Number);
        Customer.Get('SHORT');
    end;

    procedure FieldRefValue()
    var
        Customer: Record "Fitting Customer";
        RecRef: RecordRef;
    begin
        Customer.SetFilter("Group Code", '<>%1', RecRef.Field(3).Value);
        Customer.Validate("Group Code", RecRef.Field(3).Value);
    end;

    procedure UnknownTable(Long: Text)
    var
        Other: Record "Missing Table";
    begin
        Other.Validate(Code, Long);
        Other.Get(Long);
    end;

    procedure ExternalTable(Long: Text[100])
    var
        Account: Record "Fitting CRM Account";
    begin
        Account.Validate(Name, Long);
    end;

    procedure LongLabelIsCodeCops(): Text[5]
    var
        LongLbl: Label 'Longer than five';
    begin
        exit(LongLbl);
    end;

    procedure UnboundedReturn(): Text
    var
        CaptionLbl: Label 'Caption';
    begin
        exit(CaptionLbl);
    end;
}

codeunit 50313 "Fitting Obsolete"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone';

    procedure Validate(Long: Text)
    var
        Customer: Record "Fitting Customer";
    begin
        Customer.Validate(Name, Long);
    end;
}
