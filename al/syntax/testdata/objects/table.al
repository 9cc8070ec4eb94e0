namespace Alfix.Demo.Sales;

using Alfix.Demo.Common;
using System.Utilities;

table 50100 "Demo Order"
{
    Caption = 'Demo Order', Comment = 'Shown in lists', MaxLength = 30;
    DataClassification = CustomerContent;
    LookupPageId = "Demo Order List";
    Permissions = tabledata "Demo Line" = rimd, tabledata Customer = R;

    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = 'No.';
            NotBlank = true;

            trigger OnValidate()
            begin
                if "No." <> xRec."No." then
                    TestNoSeries();
            end;
        }
        field(2; Status; Option)
        {
            OptionMembers = ,Open,"In Progress",end;
            OptionCaption = ' ,Open,In Progress,End';
        }
        field(3; Kind; Enum "Demo Kind") { }
        field(4; Amount; Decimal)
        {
            DecimalPlaces = 0 : 5;
            MinValue = -1;
            FieldClass = FlowField;
            CalcFormula = sum("Demo Line".Amount where("Order No." = field("No."), "Posting Date" = field(upperlimit("Date Filter"))));
            Editable = false;
        }
        field(5; "Customer No."; Code[20])
        {
            TableRelation = if (Kind = const(Person)) Customer."No." where(Blocked = const(" ")) else if (Kind = filter(Company | Other)) Vendor;
            ValidateTableRelation = false;
        }
        field(6; "Date Filter"; Date) { FieldClass = FlowFilter; }
        field(7; Quantity; Integer)
        {
            InitValue = 0;
            BlankZero = true;
        }
    }

    keys
    {
        key(PK; "No.") { Clustered = true; }
        key(Key2; Status, Kind) { SumIndexFields = Amount; }
    }

    fieldgroups
    {
        fieldgroup(DropDown; "No.", Status) { }
    }

    var
        TotalLbl: Label 'Total %1', Comment = '%1 = amount', Locked = true;

    trigger OnInsert()
    begin
        if "No." = '' then
            Error(TotalLbl);
    end;

    local procedure TestNoSeries()
    begin
    end;
}
