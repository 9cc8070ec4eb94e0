table 50140 "Buffer Head"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Buffer Total"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Amount Buffer".Amount where("No." = field("No.")));
            Editable = false;
        }
        field(3; "CRM Total"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("CRM Opportunity Copy".EstimatedValue where(ParentAccountId = field("No.")));
            Editable = false;
        }
        field(4; "SQL Total"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("External Sales".Amount where("No." = field("No.")));
            Editable = false;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

table 50141 "Amount Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

table 50142 "CRM Opportunity Copy"
{
    TableType = CRM;
    ExternalName = 'opportunity';

    fields
    {
        field(1; OpportunityId; Guid) { ExternalName = 'opportunityid'; ExternalType = 'Uniqueidentifier'; }
        field(2; ParentAccountId; Code[20]) { ExternalName = 'parentaccountid'; ExternalType = 'String'; }
        field(3; EstimatedValue; Decimal) { ExternalName = 'estimatedvalue'; ExternalType = 'Money'; }
    }
    keys
    {
        key(PK; OpportunityId) { Clustered = true; }
    }
}

table 50143 "External Sales"
{
    TableType = ExternalSQL;
    ExternalName = 'sales';

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}
