codeunit 50105 "AA0470 Fix"
{
    var
        MissingErr: Label 'Cannot find %1 in %2.', Comment = '%1 = , %2 = '; // shown when a lookup fails
}
